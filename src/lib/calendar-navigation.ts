import { addClubDays, mondayOf } from "@/lib/club-time";

// The calendar's daily and weekly views: which club dates are on show, and where the previous
// and next buttons lead. The week starts on Monday.

export type CalendarView = "day" | "week";

export function parseCalendarView(value: unknown): CalendarView {
  return value === "week" ? "week" : "day";
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
