import { addClubDays, clubInstant, formatClub } from "@/lib/club-time";

// How the statistics read in pt-PT: weekday and month names (club-time's formatClub) and
// numbers with Portuguese separators. Shared by the API (weekday names) and the screen.

/** A Monday: day n of the week (1 = Monday) is n - 1 days after it. */
const A_MONDAY = "2024-01-01";

const middayOfWeekday = (weekday: number) => clubInstant(addClubDays(A_MONDAY, weekday - 1), "12:00");
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 1 -> 'Segunda-feira' ... 7 -> 'Domingo'. */
export function weekdayName(weekday: number): string {
  return capitalise(formatClub(middayOfWeekday(weekday), "EEEE"));
}

/** The weekday of a club date: '2026-11-23' -> 'Segunda-feira'. */
export function weekdayNameOfDate(date: string): string {
  return capitalise(formatClub(clubInstant(date, "12:00"), "EEEE"));
}

/** 1 -> 'Seg' ... 7 -> 'Dom' (a chart's axis at 375 px). */
export function weekdayShortName(weekday: number): string {
  return capitalise(formatClub(middayOfWeekday(weekday), "EEE")).replace(/\.$/, "");
}

/** '2026-11' -> 'nov 26' (a chart's axis). */
export function monthShortLabel(month: string): string {
  return formatClub(clubInstant(`${month}-15`, "12:00"), "MMM yy").replace(".", "");
}

const integers = new Intl.NumberFormat("pt-PT");
const decimals = new Intl.NumberFormat("pt-PT", { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat("pt-PT", { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" });

/** 1234 -> '1234' (pt-PT groups from 5 digits), 0.75 -> '0,75'. */
export function formatCount(value: number): string {
  return Number.isInteger(value) ? integers.format(value) : decimals.format(value);
}

/** 12.5 -> '+12,5%', -3 -> '-3,0%', 0 -> '0,0%'. */
export function formatVariation(value: number): string {
  return `${percent.format(value)}%`;
}

const rates = new Intl.NumberFormat("pt-PT", { maximumFractionDigits: 1 });

/** An attendance rate: 66.7 -> '66,7%', 100 -> '100%', null (none marked) -> '—'. */
export function formatRate(value: number | null): string {
  return value === null ? "—" : `${rates.format(value)}%`;
}
