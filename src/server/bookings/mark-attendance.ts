import { now } from "@/lib/club-time";
import type { MarkAttendanceBody } from "@/lib/validations/bookings";
import type { MarkAttendanceJson } from "@/lib/training-record";
import { db } from "@/server/db";
import { InvalidInputError, NotFoundError } from "@/server/errors";
import { lockSlot } from "@/server/availability/lock-slot";
import { BOOKING_NOT_FOUND } from "@/server/bookings/booking-json";

export const NOT_STARTED_YET = "Só é possível marcar a presença depois de a aula começar.";

/**
 * The trainer marks a lesson present or absent, with an optional note for its owner
 * (docs/rules.md, "The training record"). Only once the lesson has started; marking again
 * overwrites both and the time it was marked. A cancelled lesson's booking is gone: not found.
 */
export async function markAttendance(bookingId: number, { attendance, note }: MarkAttendanceBody): Promise<MarkAttendanceJson> {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: { slotId: true } });
  if (!booking) throw new NotFoundError(BOOKING_NOT_FOUND);
  return db.$transaction(async (tx) => {
    // The slot's lock orders this with a cancellation of the same lesson: one sees the other's result.
    const slot = await lockSlot(tx, booking.slotId);
    if (!slot) throw new NotFoundError(BOOKING_NOT_FOUND);
    const at = now();
    if (slot.startsAt > at) throw new InvalidInputError(NOT_STARTED_YET);
    const { count } = await tx.booking.updateMany({
      where: { id: bookingId },
      data: { attendance, trainerNote: note, attendanceMarkedAt: at },
    });
    if (count === 0) throw new NotFoundError(BOOKING_NOT_FOUND); // cancelled meanwhile
    return {
      message: attendance === "present" ? "Presença registada." : "Falta registada.",
      booking: { id: bookingId, attendance, trainer_note: note, attendance_marked_at: at.toISOString() },
    };
  });
}
