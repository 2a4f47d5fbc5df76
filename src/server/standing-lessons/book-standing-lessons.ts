import { addClubDays, clubInstant, now } from "@/lib/club-time";
import { handlerName } from "@/lib/household-json";
import type { StandingBookingJson, StandingClashJson } from "@/lib/standing-lesson-json";
import { isoWeekday } from "@/server/availability/apply-weekly-template";
import { placeBooking } from "@/server/bookings/book-slot";
import { db } from "@/server/db";
import { DomainError } from "@/server/errors";
import type { Viewer } from "@/server/viewer";

// docs/rules.md, "Standing lessons": once the weekly template's slots of a range exist, each
// standing lesson is booked into the slot of each of its weekdays in the range that starts at its
// time, for its member, by the one booking path (placeBooking: its own short transaction, the
// slot's row lock; the member is told afterwards, once for every week: tell-members-booked.ts).
// Nothing is overwritten: a slot held by someone else, blocked, started or missing is a clash,
// reported. A slot already the member's is left as it is, and so is a free slot published since
// the standing lesson was given, which an earlier apply already dealt with (a week the member
// cancelled is not booked again).

export const CLASH_INACTIVE_MEMBER = "Membro inativo";
export const CLASH_ARCHIVED_ANIMAL = "Animal arquivado";
export const CLASH_NO_SLOT = "Sem aula a essa hora";
export const CLASH_BLOCKED = "Aula bloqueada";
export const CLASH_STARTED = "A aula já começou";
/** A group lesson with no place left (docs/rules.md, "Group lessons"). */
export const CLASH_FULL = "Aula de grupo completa";
const clashBookedBy = (booking: SlotBooking) => `Já marcada para ${booking.user.name} com ${booking.animal.name}`;

const slotSelect = {
  id: true,
  startsAt: true,
  isBlocked: true,
  blockedByClosure: true,
  createdAt: true,
  capacity: true,
  bookings: { select: { userId: true, animalId: true, user: { select: { name: true } }, animal: { select: { name: true } } }, orderBy: { id: "asc" } },
} as const;

type SlotBooking = { userId: number; animalId: number; user: { name: string }; animal: { name: string } };
type Slot = { id: number; startsAt: Date; isBlocked: boolean; blockedByClosure: boolean; createdAt: Date; capacity: number; bookings: SlotBooking[] };
type Lesson = {
  userId: number;
  animalId: number;
  /** The member's dependant who handles it, booked for them (docs/rules.md, "Households"). */
  dependant: { id: number; name: string } | null;
  weekday: number;
  startTime: string;
  createdAt: Date;
  user: { name: string; isActive: boolean };
  animal: { name: string; archivedAt: Date | null };
};

/** What to do with one week's standing lesson, given its slot as it stands. */
type Decision = "book" | "leave" | { clash: string };

function decide(lesson: Lesson, slot: Slot | undefined, createdNow: Set<number>, current: Date): Decision {
  if (!slot) return { clash: CLASH_NO_SLOT };
  if (slot.blockedByClosure) return "leave"; // a closed day (docs/rules.md, "Closures"): nothing to book, nothing to report
  // Already theirs: a private lesson booked by the member, or their animal's place in a group lesson.
  const theirs = slot.bookings.some((booking) => booking.userId === lesson.userId && (slot.capacity === 1 || booking.animalId === lesson.animalId));
  if (theirs) return "leave";
  if (!createdNow.has(slot.id) && slot.createdAt >= lesson.createdAt) return "leave"; // dealt with when it was published
  if (!lesson.user.isActive) return { clash: CLASH_INACTIVE_MEMBER };
  if (lesson.animal.archivedAt) return { clash: CLASH_ARCHIVED_ANIMAL };
  // A group lesson books a place while one is left (docs/rules.md, "Group lessons").
  if (slot.bookings.length >= slot.capacity) return { clash: slot.capacity === 1 ? clashBookedBy(slot.bookings[0]) : CLASH_FULL };
  if (slot.isBlocked) return { clash: CLASH_BLOCKED };
  if (slot.startsAt <= current) return { clash: CLASH_STARTED };
  return "book";
}

/** What was booked and what clashed; `bookingIds`, not for the answer: the bookings made, for the members' notice. */
export type StandingBooked = { booked: StandingBookingJson[]; clashes: StandingClashJson[]; bookingIds: number[] };

/**
 * The standing lessons of a range whose template was just applied; `createdSlotIds`: the slots that
 * apply made, or those a reopened closure gives back (closures/reopen-period.ts), decided as new.
 */
export async function bookStandingLessons(
  viewer: Viewer,
  range: { start_date: string; end_date: string },
  createdSlotIds: number[],
): Promise<StandingBooked> {
  const lessons: Lesson[] = await db.standingLesson.findMany({
    select: {
      userId: true,
      animalId: true,
      dependant: { select: { id: true, name: true } },
      weekday: true,
      startTime: true,
      createdAt: true,
      user: { select: { name: true, isActive: true } },
      animal: { select: { name: true, archivedAt: true } },
    },
  });

  const occurrences: { lesson: Lesson; date: string; startsAt: Date }[] = [];
  for (let date = range.start_date; date <= range.end_date; date = addClubDays(date, 1)) {
    const weekday = isoWeekday(date);
    for (const lesson of lessons) {
      if (lesson.weekday === weekday) occurrences.push({ lesson, date, startsAt: clubInstant(date, lesson.startTime) });
    }
  }
  occurrences.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const result: StandingBooked = { booked: [], clashes: [], bookingIds: [] };
  if (occurrences.length === 0) return result;

  const slots = await db.availabilitySlot.findMany({ where: { startsAt: { in: occurrences.map((o) => o.startsAt) } }, select: slotSelect });
  const slotAt = new Map(slots.map((slot) => [slot.startsAt.getTime(), slot]));
  const createdNow = new Set(createdSlotIds);
  const current = now();

  // One after the other, outside any transaction of ours: each booking is placeBooking's own.
  for (const { lesson, date, startsAt } of occurrences) {
    const seen: StandingBookingJson = { user_name: handlerName(lesson.user.name, lesson.dependant), animal_name: lesson.animal.name, date, start_time: lesson.startTime };
    const slot = slotAt.get(startsAt.getTime());
    let decision = decide(lesson, slot, createdNow, current);
    if (decision === "book" && slot) {
      try {
        const { booking } = await placeBooking(viewer, { slotId: slot.id, animalId: lesson.animalId, userId: lesson.userId, dependantId: lesson.dependant?.id }, { tellMember: false });
        result.booked.push(seen);
        result.bookingIds.push(booking.id);
        continue;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // Someone got there first (a member, the trainer, a deactivation): the slot as it is now says why.
        const latest = await db.availabilitySlot.findUnique({ where: { id: slot.id }, select: slotSelect });
        const after = decide(lesson, latest ?? undefined, createdNow, current);
        decision = after === "book" ? { clash: error.message } : after;
      }
    }
    if (typeof decision === "object") result.clashes.push({ ...seen, reason: decision.clash });
  }
  return result;
}
