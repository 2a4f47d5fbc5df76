import { addClubDays, clubInstant, mondayOf, now } from "@/lib/club-time";
import { db } from "@/server/db";
import { slotViewSelect, toSlotView, type Viewer } from "@/server/availability/slot-view";
import { readSlotWeather } from "@/server/weather/read-slot-weather";
import { waitlistsOfSlots } from "@/server/waitlist/waitlist-of-slots";

/** The slots of one club date, in order, as the viewer may see them. */
export async function listSlotsOfDate(viewer: Viewer, date: string) {
  const slots = await slotsBetween(viewer, date, addClubDays(date, 1));
  return { date, slots };
}

/** The week (Monday to Sunday) holding `date`, in one query (plus the weather's two). */
export async function listSlotsOfWeek(viewer: Viewer, date: string) {
  const monday = mondayOf(date);
  const slots = await slotsBetween(viewer, monday, addClubDays(monday, 7));
  const days = Array.from({ length: 7 }, (_, index) => {
    const day = addClubDays(monday, index);
    return { date: day, slots: slots.filter((slot) => slot.date === day) };
  });
  return { start_date: monday, end_date: addClubDays(monday, 6), days };
}

async function slotsBetween(viewer: Viewer, fromDate: string, toDate: string) {
  // The weather comes from the cache, read once for all the slots, beside the slots' query.
  const [rows, weatherAt] = await Promise.all([
    db.availabilitySlot.findMany({
      where: { startsAt: { gte: clubInstant(fromDate, "00:00"), lt: clubInstant(toDate, "00:00") } },
      select: slotViewSelect,
      orderBy: { startsAt: "asc" },
    }),
    readSlotWeather(),
  ]);
  const at = now();
  // The booked slots' waiting lists: one more query for the whole range, none when none is booked.
  const booked = rows.filter((row) => row.booking && !row.isBlocked).map((row) => row.id);
  const waitlists = await waitlistsOfSlots(viewer, booked);
  return rows.map((row) => {
    const weather = weatherAt(row.startsAt);
    return { ...toSlotView(row, viewer, at), ...waitlists.get(row.id), ...(weather ? { weather } : {}) };
  });
}
