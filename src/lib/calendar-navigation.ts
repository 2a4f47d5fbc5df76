import { addClubDays, mondayOf } from "@/lib/club-time";

// The calendar's daily and weekly views: which club dates are on show, and where the previous
// and next buttons lead. The week starts on Monday.

export type CalendarView = "day" | "week";

export function parseCalendarView(value: unknown): CalendarView {
  return value === "week" ? "week" : "day";
}

/**
 * A `?date=` value that is a real date 'yyyy-MM-dd' from 1900 to 2100 (what the API's
 * dateParamSchema accepts, without bringing zod into the calendar's first load), else null.
 */
export function clubDateParam(value: string | null | undefined): string | null {
  const date = value?.trim() ?? "";
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!parts || date < "1900-01-01" || date > "2100-12-31") return null;
  const [year, month, day] = parts.slice(1).map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day ? date : null;
}

/** The first and last club dates of the view holding `date`. */
export function calendarRange(view: CalendarView, date: string): { from: string; to: string } {
  if (view === "day") return { from: date, to: date };
  const monday = mondayOf(date);
  return { from: monday, to: addClubDays(monday, 6) };
}

/** The date one step back (-1) or on (+1): a day in the daily view, a week in the weekly view. */
export function stepCalendarDate(view: CalendarView, date: string, direction: -1 | 1): string {
  return addClubDays(date, view === "day" ? direction : 7 * direction);
}
