import type { Slot, SlotDay } from "@/lib/availability-api";
import { mondayOf, now } from "@/lib/club-time";
import { MEMBER_CACHE } from "@/lib/member-cache";

// The calendar's days a member last saw, kept for the offline page (docs/rules.md, "On the
// phone"): each lesson's times and status as the card showed it, and the animal of the member's
// own lessons; never anyone else's name. The calendar writes it each time it shows a member a day
// or a week, public/sw.js shows it, read only, when /calendar cannot load, and logout deletes it
// with every cache. public/sw.js repeats these names; offline-lessons.test.ts holds the two in step.

/** The kept copy's key inside MEMBER_CACHE (never requested from the server). */
export const CALENDAR_KEY = "/offline/calendar.json";

export type KeptSlot = Pick<Slot, "start_time" | "end_time" | "status"> & {
  /** The member's own lesson: its animal; null for every other slot. */
  own_animal: string | null;
};
export type KeptDay = { date: string; slots: KeptSlot[] };
export type KeptCalendar = { saved_at: string; days: KeptDay[] };

/**
 * Keeps the days the member is being shown, with the days of the same week seen before it (a day
 * then its week's other days, one at a time, make the week): another week replaces the copy.
 */
export async function keepCalendarDays(days: readonly SlotDay[]): Promise<void> {
  if (!("caches" in globalThis) || days.length === 0) return; // an insecure origin or an old browser
  const cache = await caches.open(MEMBER_CACHE);
  const week = mondayOf(days[0].date);
  const before = await readKept(cache);
  const shown = new Map((before ?? []).filter((day) => mondayOf(day.date) === week).map((day) => [day.date, day]));
  for (const day of days) shown.set(day.date, { date: day.date, slots: day.slots.map(keptSlot) });
  const kept: KeptCalendar = { saved_at: now().toISOString(), days: [...shown.values()].sort((a, b) => a.date.localeCompare(b.date)) };
  await cache.put(CALENDAR_KEY, new Response(JSON.stringify(kept), { headers: { "Content-Type": "application/json" } }));
}

/** A slot as its card showed it to the member: a free slot they could not book read 'Indisponível'. */
function keptSlot(slot: Slot): KeptSlot {
  // The member's own places: a group lesson may hold two of their animals (docs/rules.md, "Group lessons").
  const ownAnimals = (slot.bookings ?? (slot.booking ? [slot.booking] : [])).flatMap((booking) => (!("private" in booking) && booking.is_own ? [booking.animal_name] : []));
  const own = ownAnimals.length > 0 ? ownAnimals.join(", ") : null;
  return {
    start_time: slot.start_time,
    end_time: slot.end_time,
    status: slot.status === "available" && !slot.bookable ? "unavailable" : slot.status,
    own_animal: own,
  };
}

async function readKept(cache: Cache): Promise<KeptDay[] | null> {
  try {
    const kept = (await (await cache.match(CALENDAR_KEY))?.json()) as KeptCalendar | undefined;
    return Array.isArray(kept?.days) ? kept.days : null;
  } catch {
    return null;
  }
}
