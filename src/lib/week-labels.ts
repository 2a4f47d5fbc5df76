import { capitalise, fullDateLabel, middayOf } from "@/lib/calendar-labels";
import { addClubDays, formatClub } from "@/lib/club-time";

// How the calendar's weekly view names its week and its days, in pt-PT; apart from
// calendar-labels.ts, since the weekly view's code loads when a week is first shown.

/** A week's span: '2 a 8 de março de 2026', '30 de março a 5 de abril de 2026'. */
export function weekRangeLabel(monday: string): string {
  const sunday = addClubDays(monday, 6);
  const start = middayOf(monday);
  const endLabel = fullDateLabel(sunday);
  if (monday.slice(0, 4) !== sunday.slice(0, 4)) return `${fullDateLabel(monday)} a ${endLabel}`;
  if (monday.slice(0, 7) !== sunday.slice(0, 7)) return `${formatClub(start, "d 'de' MMMM")} a ${endLabel}`;
  return `${formatClub(start, "d")} a ${endLabel}`;
}

/** A weekly column's heading: { weekday: 'Seg', day: '2 mar' }. */
export function weekDayHeading(date: string): { weekday: string; day: string } {
  const midday = middayOf(date);
  return { weekday: capitalise(formatClub(midday, "EEE")), day: formatClub(midday, "d MMM") };
}
