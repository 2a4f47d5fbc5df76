import { addClubDays, clubInstant, formatClub } from "@/lib/club-time";

// How club dates ('yyyy-MM-dd') read on the calendar, the upcoming-classes card and the
// changelog, in pt-PT. The weekly view's own labels are in week-labels.ts, with that view's code.
// Pure functions of the date and today's club date, so they are the same on any device.

/** A club date at midday: safely inside that day whatever the daylight-saving change. */
export const middayOf = (date: string) => clubInstant(date, "12:00");

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Segunda-feira, 2 de março', with the year when it is not this year's. */
export function longDateLabel(date: string, today: string): string {
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return capitalise(formatClub(middayOf(date), sameYear ? "EEEE, d 'de' MMMM" : "EEEE, d 'de' MMMM 'de' yyyy"));
}

/** '2 de março de 2026' (the changelog's release dates). */
export function fullDateLabel(date: string): string {
  return formatClub(middayOf(date), "d 'de' MMMM 'de' yyyy");
}

/** 'Hoje', 'Amanhã', or the long date (the upcoming-classes card's day labels). */
export function lessonDayLabel(date: string, today: string): string {
  if (date === today) return "Hoje";
  if (date === addClubDays(today, 1)) return "Amanhã";
  return longDateLabel(date, today);
}

/** A month ('yyyy-MM') as 'dezembro de 2026' (payments, their mails and exports). */
export function monthLabel(month: string): string {
  return formatClub(middayOf(`${month}-15`), "MMMM 'de' yyyy");
}
