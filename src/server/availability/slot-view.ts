import type { StudentCategory } from "@/generated/prisma/enums";
import { clubDateAndTimes } from "@/lib/club-time";
import type { SlotJson, SlotStatus } from "@/lib/slot-json";
import type { Attendance } from "@/lib/training-record";
import type { Viewer } from "@/server/viewer";
import { isStaff } from "@/lib/roles";
import { mayRunLesson } from "@/server/trainers/may-run-lesson";

// A slot as one viewer may see it (docs/rules.md, "Calendar privacy"): the trainer and
// students see who booked; externals see other people's lessons as 'Aula Privada' with no names
// or ids; guests see the status only. A booking's observations, its attendance and the trainer's
// note are for its owner and whoever runs the lesson (the trainer; an assistant on the lessons
// they give: src/server/trainers/may-run-lesson.ts). An assistant sees the calendar as the trainer does.

/** A slot's times as the API writes them: the same for every viewer, so worked out once per row. */
export function slotTimes(startsAt: Date, endsAt: Date) {
  return { ...clubDateAndTimes(startsAt, endsAt), starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() };
}

/** A slot with its booking, as the calendar's query reads it (see list-slots.ts). */
export type SlotRow = {
  id: number;
  startsAt: Date;
  endsAt: Date;
  times: ReturnType<typeof slotTimes>;
  isBlocked: boolean;
  /** Who gives the lesson (docs/rules.md, "Each lesson's trainer"). */
  trainer: { id: number; name: string } | null;
  booking: {
    id: number;
    userId: number;
    animalId: number;
    observations: string | null;
    attendance: Attendance | null;
    trainerNote: string | null;
    user: { name: string; studentCategory: StudentCategory | null };
    /** The member's dependant who handles it (docs/rules.md, "Households"), named to whoever sees the member's name. */
    dependant: { id: number; name: string } | null;
    /** `papersEnded`: its vaccination or insurance ends before the lesson's club date. */
    animal: { name: string; papersEnded: boolean };
  } | null;
};

export const PRIVATE_LESSON = "Aula Privada";

export function slotStatus(slot: Pick<SlotRow, "isBlocked" | "startsAt" | "booking">, viewer: Viewer, now: Date): SlotStatus {
  if (slot.isBlocked) return "blocked";
  if (slot.booking) return "booked";
  // The trainer (and an assistant) may book past slots; members only those that have not started.
  return isStaff(viewer.role) || slot.startsAt > now ? "available" : "unavailable";
}

export function toSlotView(slot: SlotRow, viewer: Viewer, now: Date): SlotJson {
  const { date, start_time, end_time, starts_at, ends_at } = slot.times;
  return {
    id: slot.id,
    date,
    start_time,
    end_time,
    starts_at,
    ends_at,
    is_blocked: slot.isBlocked,
    status: slotStatus(slot, viewer, now),
    trainer: slot.trainer,
    booking: bookingView(slot.booking, viewer, mayRunLesson(viewer, { trainerId: slot.trainer?.id ?? null })),
  };
}

function bookingView(booking: SlotRow["booking"], viewer: Viewer, runsIt: boolean): SlotJson["booking"] {
  if (!booking || viewer.role === "guest") return null;
  const own = booking.userId === viewer.id;
  if (viewer.role === "external" && !own) return { private: true, label: PRIVATE_LESSON };
  const theirs = own || runsIt;
  return {
    id: booking.id,
    user_id: booking.userId,
    user_name: booking.user.name,
    animal_id: booking.animalId,
    animal_name: booking.animal.name,
    student_category: booking.user.studentCategory,
    observations: theirs ? booking.observations : null,
    is_own: own,
    attendance: theirs ? booking.attendance : null,
    trainer_note: theirs ? booking.trainerNote : null,
    papers_ended: theirs && booking.animal.papersEnded,
    dependant: booking.dependant,
  };
}
