import { now } from "@/lib/club-time";
import { countLabel } from "@/lib/plural";
import { sqlTransaction, type SqlTx } from "@/server/db";
import { InvalidInputError, NotFoundError } from "@/server/errors";
import { keptBookingSettings } from "@/server/settings/club-settings";
import type { Viewer } from "@/server/viewer";
import { BOOKING_NOT_FOUND } from "@/server/bookings/booking-json";
import { offerFreedSlot } from "@/server/waitlist/offer-freed-slot";
import { noticeLessonCancelled } from "@/server/notices/lesson-cancelled";
import { noticeHandlerLesson } from "@/server/notices/handler-lesson";
import { isStaff } from "@/lib/roles";
import { assertMayRunLesson } from "@/server/trainers/may-run-lesson";
import { noticeLessonTrainer } from "@/server/notices/lesson-trainer";

export const LESSON_STARTED = "Não é possível cancelar uma aula que já começou.";

/** The cancellation window's refusal (docs/rules.md, "Cancellation"), naming the hours. */
export const cancelWindowMessage = (hours: number) =>
  `Só é possível cancelar uma aula até ${countLabel(hours, { one: "hora", other: "horas" })} antes do início.`;

/**
 * Cancels (deletes) a booking. The trainer cancels any; a member only their own (ownership is in
 * the query: someone else's booking is "not found"). Nobody cancels a lesson that has started (it
 * happened: it stays for payments and statistics), and a member not within
 * `cancel_min_hours_before` hours of its start either (0: no window). When the trainer cancels,
 * the member is told, with the reason when given (docs/rules.md, "Notices"); a member cancelling
 * their own lesson is not (they did it), and their reason is not kept. A handler cancelling their
 * lesson with someone else's animal: its owner is told (docs/rules.md, "Households").
 */
export async function cancelBooking(viewer: Viewer, bookingId: number, { reason = null }: { reason?: string | null } = {}) {
  // The trainer, or an assistant on a lesson they give (docs/rules.md, "Each lesson's trainer").
  const trainer = isStaff(viewer.role);
  // Read before the transaction opens: it holds a pool connection, and a read through the pool
  // inside it would wait for a second one (docs/architecture.md, "Concurrency and hostile input").
  const settings = await keptBookingSettings();
  await sqlTransaction(async (tx) => {
    // The slot's lock orders this with bookings and waiting-list confirmations of the slot; the
    // booking names the slot (someone else's is "not found" to a member).
    const [booking] = await tx.$queryRaw<{ slotId: number; startsAt: Date; trainerId: number | null; byAssistant: boolean; handled: boolean }[]>`
      SELECT s.id AS "slotId", s.starts_at AS "startsAt", s.trainer_id AS "trainerId",
             EXISTS (SELECT 1 FROM users t WHERE t.id = s.trainer_id AND t.role = 'assistant') AS "byAssistant",
             EXISTS (SELECT 1 FROM animals a WHERE a.id = b.animal_id AND a.user_id <> b.user_id) AS handled
      FROM availability_slots s JOIN bookings b ON b.availability_slot_id = s.id
      WHERE b.id = ${bookingId} AND (${trainer} OR b.user_id = ${viewer.id})
      FOR UPDATE OF s`;
    if (!booking) throw new NotFoundError(BOOKING_NOT_FOUND);
    if (trainer) assertMayRunLesson(viewer, booking);
    checkMayCancel(booking.startsAt, trainer ? 0 : settings.cancelMinHoursBefore);
    // Who is told: the member when the trainer cancels; the animal's owner when a handler cancels
    // a lesson with it (docs/rules.md, "Households"); the assistant who gives the lesson
    // (docs/rules.md, "Each lesson's trainer").
    const lesson = trainer || booking.handled || booking.byAssistant ? await readLesson(tx, bookingId) : null;
    const { deleted, hasWaitlist } = await deleteBooking(tx, bookingId, booking.slotId);
    if (!deleted) throw new NotFoundError(BOOKING_NOT_FOUND); // cancelled meanwhile
    if (lesson) {
      const { member, owner, ...when } = lesson;
      if (trainer) await noticeLessonCancelled(tx, member, when, reason);
      else if (booking.handled) await noticeHandlerLesson(tx, owner, member, when, "cancelled");
      if (booking.byAssistant) await noticeLessonTrainer(tx, viewer.id, booking, { ...when, memberName: member.name }, "cancelled");
    }
    if (hasWaitlist) await offerFreedSlot(tx, booking.slotId, settings.waitlistHoldHours);
  });
  return { message: "Aula cancelada com sucesso!" };
}

/**
 * A cancellation's change, for every path that cancels a lesson (this one, a deactivated
 * member's lessons): the booking is deleted, in the transaction that holds its slot's lock, and
 * the caller then offers the freed slot to its waiting list (offerFreedSlot) when `hasWaitlist`
 * (nothing to offer when nobody waits). `deleted` is false when it was cancelled meanwhile.
 */
export async function deleteBooking(tx: SqlTx, bookingId: number, slotId: number): Promise<{ deleted: boolean; hasWaitlist: boolean }> {
  const [{ deleted, hasWaitlist }] = await tx.$queryRaw<{ deleted: number; hasWaitlist: boolean }[]>`
    WITH gone AS (DELETE FROM bookings WHERE id = ${bookingId} RETURNING id)
    SELECT (SELECT count(*)::int FROM gone) AS deleted,
           EXISTS (SELECT 1 FROM waitlist_entries e WHERE e.availability_slot_id = ${slotId}) AS "hasWaitlist"`;
  return { deleted: deleted > 0, hasWaitlist };
}

/** What the member's (or the owner's) notice names: read under the slot's lock, before the delete. */
async function readLesson(tx: SqlTx, bookingId: number) {
  type Row = {
    id: number; name: string; email: string; ownerId: number; ownerName: string; ownerEmail: string;
    animalName: string; dependantName: string | null; startsAt: Date; endsAt: Date;
  };
  const [row] = await tx.$queryRaw<Row[]>`
    SELECT u.id, u.name, u.email, o.id AS "ownerId", o.name AS "ownerName", o.email AS "ownerEmail",
           a.name AS "animalName", d.name AS "dependantName", s.starts_at AS "startsAt", s.ends_at AS "endsAt"
    FROM bookings b
    JOIN users u ON u.id = b.user_id
    JOIN animals a ON a.id = b.animal_id
    JOIN users o ON o.id = a.user_id
    JOIN availability_slots s ON s.id = b.availability_slot_id
    LEFT JOIN dependants d ON d.id = b.dependant_id -- who handles it ('Condutor: Rita', docs/rules.md, "Households")
    WHERE b.id = ${bookingId}`;
  if (!row) return null;
  const { id, name, email, ownerId, ownerName, ownerEmail, ...lesson } = row;
  return { member: { id, name, email }, owner: { id: ownerId, name: ownerName, email: ownerEmail }, ...lesson };
}

function checkMayCancel(startsAt: Date, hours: number) {
  const at = now();
  if (startsAt <= at) throw new InvalidInputError(LESSON_STARTED);
  if (hours > 0 && startsAt.getTime() - at.getTime() < hours * 3600_000) {
    throw new InvalidInputError(cancelWindowMessage(hours));
  }
}
