import type { Prisma } from "@/generated/prisma/client";
import type { StandingLessonJson } from "@/lib/standing-lesson-json";

// A standing lesson as the API shows it, with its member's and animal's names.

export const standingLessonJsonSelect = {
  id: true,
  userId: true,
  animalId: true,
  weekday: true,
  startTime: true,
  user: { select: { name: true, isActive: true } },
  animal: { select: { name: true, archivedAt: true } },
  dependant: { select: { id: true, name: true } },
} satisfies Prisma.StandingLessonSelect;

type StandingLessonRow = Prisma.StandingLessonGetPayload<{ select: typeof standingLessonJsonSelect }>;

/** `templateOpens`: whether the weekly template opens its hour (standing-lessons/template-opens-at.ts). */
export function toStandingLessonJson(row: StandingLessonRow, { templateOpens }: { templateOpens: boolean }): StandingLessonJson {
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.user.name,
    animal_id: row.animalId,
    animal_name: row.animal.name,
    dependant: row.dependant,
    weekday: row.weekday,
    start_time: row.startTime,
    user_active: row.user.isActive,
    animal_archived: row.animal.archivedAt !== null,
    template_opens: templateOpens,
  };
}
