import { now } from "@/lib/club-time";
import type { BookingListQuery } from "@/lib/validations/bookings";
import { queryRows } from "@/server/db";
import { BOOKING_JSON_SQL, type BookingJson } from "@/server/bookings/booking-json";

/** A full list comes in pages of this many; the upcoming lessons come whole (the card counts them). */
export const BOOKINGS_PAGE_SIZE = 100;

/**
 * Bookings in start order. `upcoming` keeps those not yet ended (future or running), all of
 * them. Otherwise the list is every lesson since the club began, hundreds for a regular member
 * after a few years: it comes a page at a time, `{ bookings, next_cursor }`, the next page asked
 * with `?cursor={next_cursor}` (null on the last page).
 */
async function listBookings(userId: number | null, { upcoming, cursor }: BookingListQuery) {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  if (userId !== null) conditions.push(`b.user_id = ${param(userId)}`);
  if (upcoming) conditions.push(`s.ends_at > ${param(now())}`);
  if (cursor) conditions.push(`(s.starts_at, b.id) > (${param(cursor.startsAt)}, ${param(cursor.id)})`);
  const limit = upcoming ? "" : `LIMIT ${param(BOOKINGS_PAGE_SIZE + 1)}`;
  const rows = await readBookings(conditions, limit, values);
  if (upcoming) return { bookings: rows.map(({ cursor: _, booking }) => booking) };
  const page = rows.slice(0, BOOKINGS_PAGE_SIZE);
  return {
    bookings: page.map(({ booking }) => booking),
    next_cursor: rows.length > BOOKINGS_PAGE_SIZE ? page.at(-1)!.cursor : null,
  };
}

export const listOwnBookings = (userId: number, query: BookingListQuery) => listBookings(userId, query);
export const listAllBookings = (query: BookingListQuery) => listBookings(null, query);

/**
 * Bookings with their slot, member and animal in one statement straight to the driver (see
 * db.ts), in start order, each already as the API's JSON (BOOKING_JSON_SQL): on the trainer's
 * upcoming list, building each row in Node cost more than the rest of the request. `cursor` is
 * where a page after this booking starts.
 */
async function readBookings(conditions: string[], limit: string, values: unknown[]) {
  return queryRows<{ booking: BookingJson; cursor: string }>(
    `SELECT ${BOOKING_JSON_SQL} AS booking,
            concat((extract(epoch FROM s.starts_at) * 1000)::bigint, '_', b.id) AS cursor
     FROM bookings b
     JOIN availability_slots s ON s.id = b.availability_slot_id
     JOIN users u ON u.id = b.user_id
     JOIN animals a ON a.id = b.animal_id
     ${conditions.length ? `WHERE ${conditions.join(" AND ")}` : ""}
     ORDER BY s.starts_at, b.id
     ${limit}`,
    values,
  );
}
