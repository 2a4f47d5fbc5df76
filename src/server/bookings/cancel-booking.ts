import { now } from "@/lib/club-time";
import { countLabel } from "@/lib/plural";
import { db } from "@/server/db";
import { InvalidInputError, NotFoundError } from "@/server/errors";
import { bookingSettings } from "@/server/settings/club-settings";
import type { Viewer } from "@/server/viewer";
import { BOOKING_NOT_FOUND } from "@/server/bookings/booking-json";
import { offerFreedSlot } from "@/server/waitlist/offer-freed-slot";
import { lockSlot } from "@/server/availability/lock-slot";
import { noticeLessonCancelled } from "@/server/notices/lesson-cancelled";

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
 * their own lesson is not (they did it), and their reason is not kept.
 */
export async function cancelBooking(viewer: Viewer, bookingId: number, { reason = null }: { reason?: string | null } = {}) {
  const trainer = viewer.role === "trainer";
  const booking = await db.booking.findFirst({
    where: { id: bookingId, ...(trainer ? {} : { userId: viewer.id }) },
    select: { id: true, slotId: true, slot: { select: { startsAt: true } } },
  });
  if (!booking) throw new NotFoundError(BOOKING_NOT_FOUND);
  // Read before the transaction opens: it holds a pool connection, and a read through the pool
  // inside it would wait for a second one (docs/architecture.md, "Concurrency and hostile input").
  const settings = await bookingSettings();
  checkMayCancel(booking.slot.startsAt, trainer ? 0 : settings.cancelMinHoursBefore);
  await db.$transaction(async (tx) => {
    // The slot's lock orders this with bookings and waiting-list confirmations of the slot.
    await lockSlot(tx, booking.slotId);
    const lesson = trainer ? await tx.booking.findUnique({ where: { id: booking.id }, select: lessonSelect }) : null;
    const { count } = await tx.booking.deleteMany({ where: { id: booking.id } });
    if (count === 0) throw new NotFoundError(BOOKING_NOT_FOUND); // cancelled meanwhile
    if (lesson) {
      const { user, animal, slot } = lesson;
      await noticeLessonCancelled(tx, user, { startsAt: slot.startsAt, endsAt: slot.endsAt, animalName: animal.name }, reason);
    }
    await offerFreedSlot(tx, booking.slotId, settings.waitlistHoldHours); // the waiting list's first in line
  });
  return { message: "Aula cancelada com sucesso!" };
}

/** What the member's notice names: read under the slot's lock, with the delete. */
const lessonSelect = {
  user: { select: { id: true, name: true, email: true } },
  animal: { select: { name: true } },
  slot: { select: { startsAt: true, endsAt: true } },
} as const;

function checkMayCancel(startsAt: Date, hours: number) {
  const at = now();
  if (startsAt <= at) throw new InvalidInputError(LESSON_STARTED);
  if (hours > 0 && startsAt.getTime() - at.getTime() < hours * 3600_000) {
    throw new InvalidInputError(cancelWindowMessage(hours));
  }
}
