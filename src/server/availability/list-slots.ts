import type { StudentCategory } from "@/generated/prisma/enums";
import { addClubDays, clubInstant, mondayOf, now } from "@/lib/club-time";
import type { Attendance } from "@/lib/training-record";
import { queryRows } from "@/server/db";
import { readThrough } from "@/server/read-cache";
import { slotTimes, toSlotView, type SlotRow } from "@/server/availability/slot-view";
import type { Viewer } from "@/server/viewer";
import { readSlotWeather } from "@/server/weather/read-slot-weather";
import { waitlistView, type WaitlistEntryRow } from "@/server/availability/slot-waitlist-view";
import { heldForOthersUntil, memberBookingRefusal, type BookingWindow } from "@/server/availability/slot-bookability";
import { keptBookingSettings } from "@/server/settings/club-settings";
import type { SlotBookability } from "@/lib/slot-json";
import { hasEndedPapers } from "@/lib/animal-papers";
import { closureOn, type ClosureJson } from "@/lib/closure-json";
import { bookingDependantSql } from "@/server/household/dependant-json";
import { isStaff } from "@/lib/roles";
import { mayRunLesson } from "@/server/trainers/may-run-lesson";
import { mayBookWithSql } from "@/server/animals/may-book-with";
import { allPlacedMessage } from "@/lib/booking-refusals";

/**
 * The slots of one club date, in order, as the viewer may see them, and the closure covering the
 * date (docs/rules.md, "Closures"), shown with its reason to everyone.
 */
export async function listSlotsOfDate(viewer: Viewer, date: string, { trainerId }: { trainerId?: number } = {}) {
  const { slots, closures } = await slotsBetween(viewer, date, addClubDays(date, 1));
  // `?trainer_id=`: the lessons one trainer gives (docs/rules.md, "Each lesson's trainer").
  const shown = trainerId === undefined ? slots : slots.filter((slot) => slot.trainer?.id === trainerId);
  return { date, slots: shown, closure: closureOn(closures, date) };
}

/** The week (Monday to Sunday) holding `date`, in one query (plus the weather's two). */
export async function listSlotsOfWeek(viewer: Viewer, date: string) {
  const monday = mondayOf(date);
  const { slots, closures } = await slotsBetween(viewer, monday, addClubDays(monday, 7));
  const days = Array.from({ length: 7 }, (_, index) => {
    const day = addClubDays(monday, index);
    return { date: day, slots: slots.filter((slot) => slot.date === day), closure: closureOn(closures, day) };
  });
  return { start_date: monday, end_date: addClubDays(monday, 6), days };
}

async function slotsBetween(viewer: Viewer, fromDate: string, toDate: string) {
  // The rows are the same for every viewer and kept while the club's data holds; what depends on
  // the viewer and on the clock is worked out here, on every read. The weather comes from the
  // cache, read once for all the slots, beside the slots' query.
  const [{ rows, closures }, weatherAt, window] = await Promise.all([
    readThrough(`slots ${fromDate} ${toDate}`, ["lessons", "members"], () =>
      readSlots(clubInstant(fromDate, "00:00"), clubInstant(toDate, "00:00"), fromDate, addClubDays(toDate, -1)),
    ),
    readSlotWeather(),
    // Kept like the rows: a saved setting moves the settings' version.
    keptBookingSettings(),
  ]);
  const at = now();
  const animals = await animalsToPlace(viewer, rows);
  const slots = rows.map((row) => {
    const weather = weatherAt(row.startsAt);
    // The waiting list is for full lessons (a group lesson's too: docs/rules.md, "Group lessons").
    const waiting = row.bookings.length >= row.capacity && !row.isBlocked ? waitlistView(viewer, row.waitlist) : undefined;
    // Added to the slot's own object, in the same order every time: spreading them into a new
    // one cost a week view a tenth of its time (a profile of the handler, November 2026).
    return Object.assign(toSlotView(row, viewer, at), bookability(row, viewer, window, at, animals), waiting, weather ? { weather } : undefined);
  });
  return { slots, closures };
}

/**
 * Whether the viewer can book the slot now, and for a member on a free slot they cannot book,
 * why, in the booking path's own words (slot-bookability.ts). Worked out on every read: it
 * depends on the clock, the settings and the viewer, the kept rows on none of them.
 */
function bookability(row: SlotWithWaitlist, viewer: Viewer, window: BookingWindow, at: Date, animals: readonly number[] | null): SlotBookability {
  const free = !row.isBlocked && row.bookings.length < row.capacity;
  if (!free || viewer.role === "guest") return { bookable: false, not_bookable_reason: null };
  // Nobody books a lesson that has started from the calendar (docs/rules.md, "Booking"); an
  // assistant books only into the lessons they give.
  if (isStaff(viewer.role)) return { bookable: row.startsAt > at && mayRunLesson(viewer, { trainerId: row.trainer?.id ?? null }), not_bookable_reason: null };
  const offers = row.waitlist.map((entry) => ({
    userId: entry.user_id,
    offeredUntil: entry.offered_until === null ? null : new Date(entry.offered_until),
  }));
  const heldUntil = heldForOthersUntil(offers, viewer.id, at);
  const refusal = memberBookingRefusal({ startsAt: row.startsAt, heldUntil }, window, at);
  // Every animal of theirs already has a place in this group lesson: in the booking's order, after
  // the bookings blocked (rule 2) and before the clock's rules (docs/rules.md, "Booking", rule 4).
  if (refusal?.rule !== "bookings_blocked" && animals && allPlaced(row, animals)) {
    return { bookable: false, not_bookable_reason: allPlacedMessage(animals.length) };
  }
  return { bookable: refusal === null, not_bookable_reason: refusal?.message ?? null };
}

/** Whether each of the member's animals (one at least) holds one of the lesson's places. */
function allPlaced(row: SlotWithWaitlist, animals: readonly number[]): boolean {
  return animals.length > 0 && animals.every((animal) => row.bookings.some((booking) => booking.animalId === animal));
}

/**
 * The animals a member may book with (their own and those they handle, src/server/animals/may-book-with.ts;
 * not archived, their owner active and approved, as booking asks), or null when no slot needs them:
 * read only for a member with a free group lesson holding places in the range, so that the
 * calendar's usual read stays one statement. Not kept with the rows: it is the viewer's own, and
 * a handler added moves no version (src/server/read-cache.ts).
 */
async function animalsToPlace(viewer: Viewer, rows: readonly SlotWithWaitlist[]): Promise<number[] | null> {
  if (viewer.role === "guest" || isStaff(viewer.role)) return null;
  const needed = rows.some((row) => !row.isBlocked && row.capacity > 1 && row.bookings.length > 0 && row.bookings.length < row.capacity);
  if (!needed) return null;
  const found = await queryRows<{ id: number }>`
    SELECT a.id FROM animals a JOIN users u ON u.id = a.user_id
    WHERE a.archived_at IS NULL AND u.is_active AND u.approved_at IS NOT NULL AND ${mayBookWithSql("a", viewer.id)}`;
  return found.map((animal) => animal.id);
}

type SlotQueryRow = {
  /** Null on the one row of a range without slots (it still carries the closures). */
  id: number | null;
  starts_at: Date;
  ends_at: Date;
  is_blocked: boolean;
  capacity: number;
  trainer_id: number | null;
  trainer_name: string | null;
  /** Its bookings, in the order they were made (none: null). */
  bookings: BookingQueryRow[] | null;
  waitlist: WaitlistEntryRow[] | null;
  closures: ClosureJson[] | null;
};

type BookingQueryRow = {
  id: number;
  user_id: number;
  animal_id: number;
  observations: string | null;
  attendance: Attendance | null;
  trainer_note: string | null;
  user_name: string;
  /** The member's profile phone (a dependant's lesson: the guardian's, whose booking it is). */
  user_phone: string | null;
  dependant: { id: number; name: string } | null;
  student_category: StudentCategory | null;
  animal_name: string;
  vaccination_valid_until: string | null;
  insurance_valid_until: string | null;
};

type SlotWithWaitlist = SlotRow & { waitlist: WaitlistEntryRow[] };

/**
 * The slots starting in [from, to), each with its bookings (a group lesson has several), who booked them and the waiting list
 * (in order), and the closures covering any of the club dates [firstDate, lastDate], in one
 * statement straight to the driver (see db.ts): the calendar is the app's busiest read, and one
 * round trip costs less than a query per relation. The closures ride on every row (one row with
 * no slot when the range has none).
 */
async function readSlots(from: Date, to: Date, firstDate: string, lastDate: string): Promise<{ rows: SlotWithWaitlist[]; closures: ClosureJson[] }> {
  const rows = await queryRows<SlotQueryRow>`
    WITH closed AS (
      SELECT json_agg(json_build_object('id', c.id, 'start_date', to_char(c.start_date, 'YYYY-MM-DD'),
                                        'end_date', to_char(c.end_date, 'YYYY-MM-DD'), 'reason', c.reason)
                      ORDER BY c.start_date, c.id) AS closures
      FROM availability_closures c
      WHERE c.start_date <= ${lastDate}::date AND c.end_date >= ${firstDate}::date
    )
    SELECT s.*, closed.closures
    FROM closed LEFT JOIN (
      SELECT s.id, s.starts_at, s.ends_at, s.is_blocked, s.capacity, s.trainer_id, t.name AS trainer_name, p.bookings, w.entries AS waitlist
      FROM availability_slots s
      LEFT JOIN users t ON t.id = s.trainer_id
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object('id', b.id, 'user_id', b.user_id, 'animal_id', b.animal_id, 'observations', b.observations,
                                          'attendance', b.attendance, 'trainer_note', b.trainer_note, 'user_name', u.name, 'user_phone', u.phone,
                                          'dependant', ${bookingDependantSql("b")}, 'student_category', u.student_category,
                                          'animal_name', a.name,
                                          'vaccination_valid_until', to_char(a.vaccination_valid_until, 'YYYY-MM-DD'),
                                          'insurance_valid_until', to_char(a.insurance_valid_until, 'YYYY-MM-DD'))
                        ORDER BY b.id) AS bookings
        FROM bookings b
        JOIN users u ON u.id = b.user_id
        JOIN animals a ON a.id = b.animal_id
        WHERE b.availability_slot_id = s.id
      ) p ON true
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object('id', e.id, 'user_id', e.user_id, 'user_name', eu.name, 'animal_name', ea.name,
                                          'dependant_name', ed.name, 'offered_until', e.offered_until)
                        ORDER BY e.created_at, e.id) AS entries
        FROM waitlist_entries e
        JOIN users eu ON eu.id = e.user_id
        JOIN animals ea ON ea.id = e.animal_id
        LEFT JOIN dependants ed ON ed.id = e.dependant_id
        WHERE e.availability_slot_id = s.id
      ) w ON true
      WHERE s.starts_at >= ${from} AND s.starts_at < ${to}
    ) s ON true
    ORDER BY s.starts_at, s.id`;
  const closures = rows[0]?.closures ?? [];
  const slots = rows.filter((row): row is SlotQueryRow & { id: number } => row.id !== null).map((row) => {
    const times = slotTimes(row.starts_at, row.ends_at);
    return {
      id: row.id,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      times,
      isBlocked: row.is_blocked,
      capacity: row.capacity,
      trainer: row.trainer_id === null ? null : { id: row.trainer_id, name: row.trainer_name ?? "" },
      bookings: (row.bookings ?? []).map((booking) => ({
        id: booking.id,
        userId: booking.user_id,
        animalId: booking.animal_id,
        observations: booking.observations,
        attendance: booking.attendance,
        trainerNote: booking.trainer_note,
        user: { name: booking.user_name, studentCategory: booking.student_category, phone: booking.user_phone },
        dependant: booking.dependant,
        // Judged on the lesson's own day, so the kept row holds whatever the clock says.
        animal: { name: booking.animal_name, papersEnded: hasEndedPapers(booking, times.date) },
      })),
      waitlist: row.waitlist ?? [],
    };
  });
  return { rows: slots, closures };
}
