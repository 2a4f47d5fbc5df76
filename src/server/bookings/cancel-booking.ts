import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import { InvalidInputError, NotFoundError } from "@/server/errors";
import type { Viewer } from "@/server/availability/slot-view";
import { BOOKING_NOT_FOUND } from "@/server/bookings/booking-json";
import { offerFreedSlot } from "@/server/waitlist/offer-freed-slot";

export const LESSON_STARTED = "Não é possível cancelar uma aula que já começou.";

/**
 * Cancels (deletes) a booking. The trainer cancels any; a member only their own (ownership is in
 * the query: someone else's booking is "not found"), and not once the lesson has started.
 */
export async function cancelBooking(viewer: Viewer, bookingId: number) {
  const trainer = viewer.role === "trainer";
  const booking = await db.booking.findFirst({
    where: { id: bookingId, ...(trainer ? {} : { userId: viewer.id }) },
    select: { id: true, slotId: true, slot: { select: { startsAt: true } } },
  });
  if (!booking) throw new NotFoundError(BOOKING_NOT_FOUND);
  if (!trainer && booking.slot.startsAt <= now()) throw new InvalidInputError(LESSON_STARTED);
  await db.$transaction(async (tx) => {
    // The slot's lock orders this with bookings and waiting-list confirmations of the slot.
    await tx.$queryRaw`SELECT id FROM availability_slots WHERE id = ${booking.slotId} FOR UPDATE`;
    const { count } = await tx.booking.deleteMany({ where: { id: booking.id } });
    if (count === 0) throw new NotFoundError(BOOKING_NOT_FOUND); // cancelled meanwhile
    await offerFreedSlot(tx, booking.slotId); // the waiting list's first in line (decisions §11)
  });
  return { message: "Aula cancelada com sucesso!" };
}
