import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { pt } from "date-fns/locale";

// Club time: the club is in Seixal, so every "today", "now", week and wall-clock time is
// Europe/Lisbon, whatever the server's TZ. Nothing else decides what day it is.

export const CLUB_TIME_ZONE = "Europe/Lisbon";

/** The current instant. Tests may pin it with ACE_FAKE_NOW (an ISO instant). */
export function now(): Date {
  const fake = process.env.ACE_FAKE_NOW;
  return fake ? new Date(fake) : new Date();
}

/** An instant seen on the club's wall clock. */
export function inClubTime(instant: Date | number = now()): TZDate {
  return new TZDate(typeof instant === "number" ? instant : instant.getTime(), CLUB_TIME_ZONE);
}

/** Today's club date as 'yyyy-MM-dd'. */
export function clubToday(instant: Date = now()): string {
  return format(inClubTime(instant), "yyyy-MM-dd");
}

/** The club year, for the footer and year choices. */
export function clubYear(instant: Date = now()): number {
  return inClubTime(instant).getFullYear();
}

/** The instant at which a club wall-clock date and time happen ('2026-03-29', '10:30'). */
export function clubInstant(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, CLUB_TIME_ZONE).getTime());
}

/** Formats an instant in club time with the Portuguese locale (date-fns patterns). */
export function formatClub(instant: Date, pattern: string): string {
  return format(inClubTime(instant), pattern, { locale: pt });
}
