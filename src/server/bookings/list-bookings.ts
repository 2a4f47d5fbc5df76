import type { StudentCategory } from "@/generated/prisma/enums";
import { now } from "@/lib/club-time";
import type { BookingListQuery } from "@/lib/validations/bookings";
import { queryRows } from "@/server/db";
import { toBookingJson } from "@/server/bookings/booking-json";

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
  if (upcoming) return { bookings: rows.map(toBookingJson) };
  const page = rows.slice(0, BOOKINGS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    bookings: page.map(toBookingJson),
    next_cursor: rows.length > BOOKINGS_PAGE_SIZE && last ? `${last.slot.startsAt.getTime()}_${last.id}` : null,
  };
}

export const listOwnBookings = (userId: number, query: BookingListQuery) => listBookings(userId, query);
export const listAllBookings = (query: BookingListQuery) => listBookings(null, query);

type BookingQueryRow = {
  id: number;
  slot_id: number;
  animal_id: number;
  user_id: number;
  observations: string | null;
  user_name: string;
  student_category: StudentCategory | null;
  animal_name: string;
  starts_at: Date;
  ends_at: Date;
};

/** Bookings with their slot, member and animal in one statement straight to the driver (see db.ts), in start order. */
async function readBookings(conditions: string[], limit: string, values: unknown[]) {
  const rows = await queryRows<BookingQueryRow>(
    `SELECT b.id, b.availability_slot_id AS slot_id, b.animal_id, b.user_id, b.observations,
            u.name AS user_name, u.student_category::text AS student_category, a.name AS animal_name,
            s.starts_at, s.ends_at
     FROM bookings b
     JOIN availability_slots s ON s.id = b.availability_slot_id
     JOIN users u ON u.id = b.user_id
     JOIN animals a ON a.id = b.animal_id
     ${conditions.length ? `WHERE ${conditions.join(" AND ")}` : ""}
     ORDER BY s.starts_at, b.id
     ${limit}`,
    values,
  );
  return rows.map((row) => ({
    id: row.id,
    slotId: row.slot_id,
    animalId: row.animal_id,
    userId: row.user_id,
    observations: row.observations,
    user: { name: row.user_name, studentCategory: row.student_category },
    animal: { name: row.animal_name },
    slot: { startsAt: row.starts_at, endsAt: row.ends_at },
  }));
}
