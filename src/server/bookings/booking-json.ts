import type { Prisma } from "@/generated/prisma/client";
import { clubDateAndTimes } from "@/lib/club-time";

// A booking as the API shows it (spec section 3).

export const bookingJsonSelect = {
  id: true,
  slotId: true,
  animalId: true,
  userId: true,
  observations: true,
  user: { select: { name: true, studentCategory: true } },
  animal: { select: { name: true } },
  slot: { select: { startsAt: true, endsAt: true } },
} satisfies Prisma.BookingSelect;

type BookingRow = Prisma.BookingGetPayload<{ select: typeof bookingJsonSelect }>;

export function toBookingJson(booking: BookingRow) {
  return {
    id: booking.id,
    availability_slot_id: booking.slotId,
    animal_id: booking.animalId,
    user_id: booking.userId,
    user_name: booking.user.name,
    animal_name: booking.animal.name,
    student_category: booking.user.studentCategory,
    ...clubDateAndTimes(booking.slot.startsAt, booking.slot.endsAt),
    starts_at: booking.slot.startsAt.toISOString(),
    ends_at: booking.slot.endsAt.toISOString(),
    observations: booking.observations,
  };
}

export type BookingJson = ReturnType<typeof toBookingJson>;
export const BOOKING_NOT_FOUND = "Aula não encontrada.";
