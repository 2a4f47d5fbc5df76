import type { StudentCategory } from "@/generated/prisma/enums";
import { clubDateAndTimes } from "@/lib/club-time";
import type { NamedBookingJson, PrivateBookingJson, SlotJson, SlotStatus } from "@/lib/slot-json";
import type { Attendance } from "@/lib/training-record";
import type { Viewer } from "@/server/viewer";
import { isStaff } from "@/lib/roles";
import { mayRunLesson } from "@/server/trainers/may-run-lesson";

// A slot as one viewer may see it (docs/rules.md, "Calendar privacy"): the trainer and
// students see who booked (each participant of a group lesson); externals see other people's
// places as 'Aula Privada' with no names or ids; guests see the status and the places only. A
// booking's observations, its attendance and the trainer's note are for its owner and whoever runs
// the lesson (the trainer; an assistant on the lessons they give: src/server/trainers/may-run-lesson.ts).
// Each participant's phone (the member's; a dependant's lesson is the guardian's) is for whoever
// runs the lesson alone: nobody else's JSON has the key.
// An assistant sees the calendar as the trainer does.

/** A slot's times as the API writes them: the same for every viewer, so worked out once per row. */
export function slotTimes(startsAt: Date, endsAt: Date) {
  return { ...clubDateAndTimes(startsAt, endsAt), starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() };
}

/** A slot with its bookings (in the order made), as the calendar's query reads it (see list-slots.ts). */
export type SlotRow = {
  id: number;
  startsAt: Date;
  endsAt: Date;
  times: ReturnType<typeof slotTimes>;
  isBlocked: boolean;
  /** Its places (docs/rules.md, "Group lessons"): 1, a private lesson. */
  capacity: number;
  /** Who gives the lesson (docs/rules.md, "Each lesson's trainer"). */
  trainer: { id: number; name: string } | null;
  bookings: SlotBookingRow[];
};

export type SlotBookingRow = {
    id: number;
    userId: number;
    animalId: number;
    observations: string | null;
    attendance: Attendance | null;
    trainerNote: string | null;
    user: { name: string; studentCategory: StudentCategory | null; phone: string | null };
    /** The member's dependant who handles it (docs/rules.md, "Households"), named to whoever sees the member's name. */
    dependant: { id: number; name: string } | null;
    /** `papersEnded`: its vaccination or insurance ends before the lesson's club date. */
    animal: { name: string; papersEnded: boolean };
};

export const PRIVATE_LESSON = "Aula Privada";

/** `booked`: no place left (a group lesson with places left is `available`). */
export function slotStatus(slot: Pick<SlotRow, "isBlocked" | "startsAt" | "bookings" | "capacity">, viewer: Viewer, now: Date): SlotStatus {
  if (slot.isBlocked) return "blocked";
  if (slot.bookings.length >= slot.capacity) return "booked";
  // The trainer (and an assistant) may book past slots; members only those that have not started.
  return isStaff(viewer.role) || slot.startsAt > now ? "available" : "unavailable";
}

export function toSlotView(slot: SlotRow, viewer: Viewer, now: Date): SlotJson {
  const { date, start_time, end_time, starts_at, ends_at } = slot.times;
  const runsIt = mayRunLesson(viewer, { trainerId: slot.trainer?.id ?? null });
  const bookings = viewer.role === "guest" ? [] : slot.bookings.map((booking) => bookingView(booking, viewer, runsIt));
  // `booking`: the viewer's own place when they hold one, else the first (a private lesson's only one).
  const own = bookings.find((booking) => "is_own" in booking && booking.is_own);
  const booked = slot.bookings.length;
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
    booking: own ?? bookings[0] ?? null,
    capacity: slot.capacity,
    booked,
    places_left: Math.max(0, slot.capacity - booked),
    bookings,
  };
}

function bookingView(booking: SlotBookingRow, viewer: Viewer, runsIt: boolean): PrivateBookingJson | NamedBookingJson {
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
    ...(runsIt ? { phone: booking.user.phone } : {}),
  };
}
