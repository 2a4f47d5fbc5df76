import { Prisma } from "@/generated/prisma/client";
import type { BookingJson } from "@/lib/booking-json";
import { clubDateAndTimes } from "@/lib/club-time";
import { bookingDependantSql } from "@/server/household/dependant-json";
import { clubDateSql, clubTimeSql, isoInstantSql } from "@/server/sql-json";

// A booking as the API shows it (its field names, snake_case).

export const bookingJsonSelect = {
  id: true,
  slotId: true,
  animalId: true,
  userId: true,
  observations: true,
  user: { select: { name: true, studentCategory: true } },
  animal: { select: { name: true } },
  slot: { select: { startsAt: true, endsAt: true } },
  dependant: { select: { id: true, name: true } },
} satisfies Prisma.BookingSelect;

type BookingRow = Prisma.BookingGetPayload<{ select: typeof bookingJsonSelect }>;

export function toBookingJson(booking: BookingRow): BookingJson {
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
    dependant: booking.dependant,
  };
}

/**
 * The same JSON as `toBookingJson`, built by PostgreSQL (`b` a booking, `s` its slot, `u` its
 * member, `a` its animal): the lesson lists send it straight through, parsed once by the driver.
 * Keys in the same order. Two builders of one shape: list-bookings.integration.test.ts holds them
 * byte for byte alike (null and written observations, times across both daylight-saving changes).
 */
export const BOOKING_JSON_SQL = Prisma.sql`json_build_object(
  'id', b.id, 'availability_slot_id', b.availability_slot_id, 'animal_id', b.animal_id, 'user_id', b.user_id,
  'user_name', u.name, 'animal_name', a.name, 'student_category', u.student_category,
  'date', ${clubDateSql("s.starts_at")}, 'start_time', ${clubTimeSql("s.starts_at")}, 'end_time', ${clubTimeSql("s.ends_at")},
  'starts_at', ${isoInstantSql("s.starts_at")}, 'ends_at', ${isoInstantSql("s.ends_at")},
  'observations', b.observations,
  'dependant', ${bookingDependantSql("b")})`;
export const BOOKING_NOT_FOUND = "Aula não encontrada.";
