import { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/club-time";
import type { BookingListQuery } from "@/lib/validations/bookings";
import { queryRows } from "@/server/db";
import { readThrough } from "@/server/read-cache";
import { BOOKING_JSON_SQL } from "@/server/bookings/booking-json";
import type { BookingJson } from "@/lib/booking-json";

/** A full list comes in pages of this many; the upcoming lessons come whole (the card counts them). */
export const BOOKINGS_PAGE_SIZE = 100;

/**
 * Bookings in start order. `upcoming` keeps those not yet ended (future or running), all of
 * them. Otherwise the list is every lesson since the club began, hundreds for a regular member
 * after a few years: it comes a page at a time, `{ bookings, next_cursor }`, the next page asked
 * with `?cursor={next_cursor}` (null on the last page). The rows are kept while the club's data
 * holds (read-cache.ts); the clock is applied on every read.
 */
async function listBookings(userId: number | Given | null, { upcoming, cursor }: BookingListQuery) {
  const who = userId === null ? "all" : typeof userId === "number" ? userId : `given ${userId.trainerId}`;
  if (upcoming) {
    const at = now().getTime();
    // Lessons only end as the clock moves on: what was upcoming when the rows were read holds
    // everything upcoming now, and each read keeps those not yet ended.
    const kept = await readThrough(`bookings ${who} upcoming`, ["lessons", "members"], async () => ({
      readAt: at,
      rows: await readBookingPage(userId, { endedAfter: new Date(at) }),
    }));
    // (A clock set back, as tests do, reads again.)
    const rows = kept.readAt <= at ? kept.rows : await readBookingPage(userId, { endedAfter: new Date(at) });
    return { bookings: rows.filter((row) => row.endsAtMs > at).map((row) => row.booking) };
  }
  const key = `bookings ${who} page ${cursor ? `${cursor.startsAt.getTime()}_${cursor.id}` : "first"}`;
  const rows = await readThrough(key, ["lessons", "members"], () => readBookingPage(userId, { after: cursor, limit: BOOKINGS_PAGE_SIZE + 1 }));
  const page = rows.slice(0, BOOKINGS_PAGE_SIZE);
  return {
    bookings: page.map(({ booking }) => booking),
    next_cursor: rows.length > BOOKINGS_PAGE_SIZE ? page.at(-1)!.cursor : null,
  };
}

type Reader = { id: number };
/** The lessons a trainer or an assistant gives (docs/rules.md, "Each lesson's trainer"). */
type Given = { trainerId: number };

export const listOwnBookings = (reader: Reader, query: BookingListQuery) => listBookings(reader.id, query);
export const listAllBookings = (query: BookingListQuery) => listBookings(null, query);
/** An assistant's home and list: the lessons booked on the slots they give. */
export const listGivenBookings = (trainer: Reader, query: BookingListQuery) => listBookings({ trainerId: trainer.id }, query);

function readBookingPage(userId: number | Given | null, { endedAfter, after, limit }: { endedAfter?: Date; after?: { startsAt: Date; id: number }; limit?: number }) {
  const conditions: Prisma.Sql[] = [];
  if (typeof userId === "number") conditions.push(Prisma.sql`b.user_id = ${userId}`);
  else if (userId !== null) conditions.push(Prisma.sql`s.trainer_id = ${userId.trainerId}`);
  if (endedAfter) conditions.push(Prisma.sql`s.ends_at > ${endedAfter}`);
  if (after) conditions.push(Prisma.sql`(s.starts_at, b.id) > (${after.startsAt}, ${after.id})`);
  return readBookings(conditions, limit ? Prisma.sql`LIMIT ${limit}` : Prisma.empty);
}

/**
 * Bookings with their slot, member and animal in one statement straight to the driver (see
 * db.ts), in start order, each already as the API's JSON (BOOKING_JSON_SQL): on the trainer's
 * upcoming list, building each row in Node cost more than the rest of the request. `cursor` is
 * where a page after this booking starts.
 */
async function readBookings(conditions: Prisma.Sql[], limit: Prisma.Sql) {
  return queryRows<{ booking: BookingJson; cursor: string; endsAtMs: number }>`
    SELECT ${BOOKING_JSON_SQL} AS booking,
           concat((extract(epoch FROM s.starts_at) * 1000)::bigint, '_', b.id) AS cursor,
           (extract(epoch FROM s.ends_at) * 1000)::float8 AS "endsAtMs"
    FROM bookings b
    JOIN availability_slots s ON s.id = b.availability_slot_id
    JOIN users u ON u.id = b.user_id
    JOIN animals a ON a.id = b.animal_id
    ${conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty}
    ORDER BY s.starts_at, b.id
    ${limit}`;
}
