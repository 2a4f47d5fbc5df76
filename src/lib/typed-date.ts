// Dates as people type them: day first, in any browser language (docs/architecture.md, "A date
// typed by a person"). A native date input reads what is typed in the browser's order, so an
// English browser saved 07/03 as 3 July; ACE's date fields are text, read here, the same for all.

/** The one message for what cannot be read as a date. */
export const DATE_FORMAT_MESSAGE = "Escreva a data como dd/mm/aaaa (por exemplo, 07/03/2026).";

/** What a date field holds: a club date 'yyyy-MM-dd', nothing (''), or an error to show. */
export type TypedDate = { date: string } | { error: string };

const DAY_FIRST = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;
// Year first is never read the other way round: a date copied from a file or another app.
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * A date as typed: '07/03/2026', '7/3/2026', '07-03-2026', '07.03.2026', '07032026' (day, month,
 * year: never month first), or '2026-03-07'. The year has 4 digits, between 1900 and 2100. A day
 * the month does not have ('31/02/2026') is refused by name, never moved to another day.
 */
export function readTypedDate(typed: string): TypedDate {
  const text = typed.trim().replace(/\s*([/.-])\s*/g, "$1").replace(/\s+/g, " ");
  if (!text) return { date: "" };
  const dayFirst = DAY_FIRST.exec(text) ?? DIGITS_ONLY.exec(text);
  const yearFirst = dayFirst ? null : YEAR_FIRST.exec(text);
  if (!dayFirst && !yearFirst) return { error: DATE_FORMAT_MESSAGE };
  const [day, month, year] = dayFirst ? dayFirst.slice(1).map(Number) : yearFirst!.slice(1).reverse().map(Number);
  if (year < 1900 || year > 2100) return { error: DATE_FORMAT_MESSAGE };
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || day < 1 || utc.getUTCMonth() !== month - 1) {
    return { error: `A data ${pad(day)}/${pad(month)}/${year} não existe.` };
  }
  return { date: `${year}-${pad(month)}-${pad(day)}` };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** A club date 'yyyy-MM-dd' as a date field shows it: '07/03/2026'. */
export function dateFieldText(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

const spelledOut = new Intl.DateTimeFormat("pt-PT", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** 'Sábado, 7 de março de 2026': what a date field read, in words, so a swap cannot pass unseen. */
export function spelledOutDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const text = spelledOut.format(new Date(Date.UTC(year, month - 1, day)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}
