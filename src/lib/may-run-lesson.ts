import type { Role } from "@/generated/prisma/enums";

// Who runs a lesson (docs/rules.md, "Each lesson's trainer"): the trainer runs every lesson of the
// club; an assistant trainer only the lessons they give (the slot's trainer). The one rule, for the
// server (src/server/trainers/may-run-lesson.ts refuses with it) and for the screens (which offer
// a lesson's actions with it).

/** The lesson as the rule needs it: who gives it (null: a slot made before any trainer existed). */
export type RunLesson = { trainerId: number | null };

/** May this staff member run the lesson? Never a member. */
export function mayRunLesson(viewer: { id: number; role: Role }, lesson: RunLesson): boolean {
  if (viewer.role === "trainer") return true;
  return viewer.role === "assistant" && lesson.trainerId === viewer.id;
}
