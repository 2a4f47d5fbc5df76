import { addClubDays, clubInstant, mondayOf, now } from "@/lib/club-time";
import { db } from "@/server/db";
import { slotViewSelect, toSlotView, type Viewer } from "@/server/availability/slot-view";

/** The slots of one club date, in order, as the viewer may see them. */
export async function listSlotsOfDate(viewer: Viewer, date: string) {
  const slots = await slotsBetween(viewer, date, addClubDays(date, 1));
  return { date, slots };
}

/** The week (Monday to Sunday) holding `date`, in one query. */
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
  const rows = await db.availabilitySlot.findMany({
    where: { startsAt: { gte: clubInstant(fromDate, "00:00"), lt: clubInstant(toDate, "00:00") } },
    select: slotViewSelect,
    orderBy: { startsAt: "asc" },
  });
  const at = now();
  return rows.map((row) => toSlotView(row, viewer, at));
}
