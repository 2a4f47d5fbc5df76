import type { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/club-time";
import type { BookingListQuery } from "@/lib/validations/bookings";
import { db } from "@/server/db";
import { bookingJsonSelect, toBookingJson } from "@/server/bookings/booking-json";

/** A full list comes in pages of this many; the upcoming lessons come whole (the card counts them). */
export const BOOKINGS_PAGE_SIZE = 100;

/**
 * Bookings in start order. `upcoming` keeps those not yet ended (future or running), all of
 * them. Otherwise the list is every lesson since the club began, hundreds for a regular member
 * after a few years: it comes a page at a time, `{ bookings, next_cursor }`, the next page asked
 * with `?cursor={next_cursor}` (null on the last page).
 */
async function listBookings(where: Prisma.BookingWhereInput, { upcoming, cursor }: BookingListQuery) {
  const orderBy = [{ slot: { startsAt: "asc" } }, { id: "asc" }] satisfies Prisma.BookingOrderByWithRelationInput[];
  if (upcoming) {
    const bookings = await db.booking.findMany({ where: { ...where, slot: { endsAt: { gt: now() } } }, select: bookingJsonSelect, orderBy });
    return { bookings: bookings.map(toBookingJson) };
  }
  const after: Prisma.BookingWhereInput = cursor
    ? { OR: [{ slot: { startsAt: { gt: cursor.startsAt } } }, { slot: { startsAt: cursor.startsAt }, id: { gt: cursor.id } }] }
    : {};
  const rows = await db.booking.findMany({ where: { AND: [where, after] }, select: bookingJsonSelect, orderBy, take: BOOKINGS_PAGE_SIZE + 1 });
  const page = rows.slice(0, BOOKINGS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    bookings: page.map(toBookingJson),
    next_cursor: rows.length > BOOKINGS_PAGE_SIZE && last ? `${last.slot.startsAt.getTime()}_${last.id}` : null,
  };
}

export const listOwnBookings = (userId: number, query: BookingListQuery) => listBookings({ userId }, query);
export const listAllBookings = (query: BookingListQuery) => listBookings({}, query);
