import type { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import { bookingJsonSelect, toBookingJson } from "@/server/bookings/booking-json";

/** Bookings in start order; `upcoming` keeps those not yet ended (future or running). */
async function listBookings(where: Prisma.BookingWhereInput, upcoming: boolean) {
  const bookings = await db.booking.findMany({
    where: { ...where, ...(upcoming ? { slot: { endsAt: { gt: now() } } } : {}) },
    select: bookingJsonSelect,
    orderBy: { slot: { startsAt: "asc" } },
  });
  return { bookings: bookings.map(toBookingJson) };
}

export const listOwnBookings = (userId: number, upcoming: boolean) => listBookings({ userId }, upcoming);
export const listAllBookings = (upcoming: boolean) => listBookings({}, upcoming);
