// Club time: the club is in Seixal, so every "today", "now", week and wall-clock time is
// Europe/Lisbon, whatever the server's TZ. Nothing else decides what day it is.

export const CLUB_TIME_ZONE = "Europe/Lisbon";

/** The current instant. Tests (NODE_ENV=test) may pin it with ACE_FAKE_NOW, an ISO instant. */
export function now(): Date {
  const fake = process.env.NODE_ENV === "test" ? process.env.ACE_FAKE_NOW : undefined;
  return fake ? new Date(fake) : new Date();
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const wallClockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: CLUB_TIME_ZONE,
  year: "numeric", month: "2-digit", day: "2-digit",
  hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23",
});
/** The club's UTC offset (ms) by the UTC hour it holds for (see clubOffset). */
const offsetByHour = new Map<number, number>();

/**
 * The club's offset from UTC at an instant, in milliseconds. Europe/Lisbon changes offset only
 * on a whole UTC hour (01:00 UTC, both ways), so an offset holds for a whole UTC hour and is
 * worked out once per hour: the calendar formats thousands of slots a second, and a time zone
 * conversion per slot (TZDate, Intl) was most of a week view's time.
 */
function clubOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS) * HOUR_MS;
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const part = Object.fromEntries(wallClockFormat.formatToParts(hour).map(({ type, value }) => [type, Number(value)]));
    offset = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) - hour;
    if (offsetByHour.size >= 100_000) offsetByHour.clear(); // eleven years of hours; never in practice
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** The club's wall clock at an instant as 'yyyy-MM-ddTHH:mm' (a UTC ISO string's first 16 characters). */
function clubWallClock(instant: Date): string {
  return new Date(instant.getTime() + clubOffset(instant.getTime())).toISOString().slice(0, 16);
}

/** The club date ('yyyy-MM-dd') of an instant. */
export function clubDateOf(instant: Date): string {
  return clubWallClock(instant).slice(0, 10);
}

/** The club wall-clock time ('HH:mm') of an instant. */
export function clubTimeOf(instant: Date): string {
  return clubWallClock(instant).slice(11, 16);
}

/** Today's club date as 'yyyy-MM-dd'. */
export function clubToday(instant: Date = now()): string {
  return clubDateOf(instant);
}

/** The club year, for the footer and year choices. */
export function clubYear(instant: Date = now()): number {
  return Number(clubWallClock(instant).slice(0, 4));
}

/**
 * The instant at which a club wall-clock date and time happen ('2026-03-29', '10:30'). A time
 * the clocks skip (01:30 on the last Sunday of March) is read with the offset before the change
 * (02:30 summer time); a time they repeat (01:30 on the last Sunday of October) is its second
 * occurrence, in winter time. Both as @date-fns/tz placed them on a server in UTC.
 */
export function clubInstant(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  const wallClock = Date.UTC(year, month - 1, day, hours, minutes);
  // Lisbon changes offset at most once in two days, so the offsets a day either side are the
  // only candidates; one holds when the instant it gives really has it.
  const before = clubOffset(wallClock - DAY_MS);
  const holding = [before, clubOffset(wallClock + DAY_MS)].filter((offset) => clubOffset(wallClock - offset) === offset);
  return new Date(wallClock - (holding.length ? Math.min(...holding) : before));
}

// Names as date-fns' Portuguese locale wrote them before: Intl's pt-PT short forms differ
// ('segunda', 'mar.'), and a browser's names must match the server's for hydration.
const WEEKDAYS = ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"];
const MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];
const SHORT_WEEKDAYS = ["dom", "seg", "ter", "qua", "qui", "sex", "sáb"];
const SHORT_MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

/**
 * Formats an instant in club time in Portuguese, with date-fns' pattern letters: yyyy, yy, MMMM,
 * MMM, MM, dd, d, EEEE, EEE, HH, mm, and 'quoted text'. Any other letter is a mistake and throws.
 */
export function formatClub(instant: Date, pattern: string): string {
  const wallClock = clubWallClock(instant); // 'yyyy-MM-ddTHH:mm'
  const [year, month, day] = wallClock.slice(0, 10).split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const fields: Record<string, string> = {
    yyyy: wallClock.slice(0, 4),
    yy: wallClock.slice(2, 4),
    MMMM: MONTHS[month - 1],
    MMM: SHORT_MONTHS[month - 1],
    MM: wallClock.slice(5, 7),
    dd: wallClock.slice(8, 10),
    d: String(day),
    EEEE: WEEKDAYS[weekday],
    EEE: SHORT_WEEKDAYS[weekday],
    HH: wallClock.slice(11, 13),
    mm: wallClock.slice(14, 16),
  };
  return pattern.replace(/'([^']*)'|[A-Za-z]+/g, (token, quoted: string | undefined) => {
    if (quoted !== undefined) return quoted;
    if (!(token in fields)) throw new Error(`formatClub: unsupported pattern "${token}" in "${pattern}"`);
    return fields[token];
  });
}

/** Adds days to a club date ('yyyy-MM-dd'), calendar-wise. */
export function addClubDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The Monday of the week (Monday first) holding a club date. */
export function mondayOf(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay(); // 0 = Sunday
  return addClubDays(date, -((weekday + 6) % 7));
}

/** Whether an instant falls on a Monday in club time. */
export function isClubMonday(instant: Date): boolean {
  const date = clubDateOf(instant);
  return mondayOf(date) === date;
}

/** The club-time date and wall-clock times of a slot, as the API shows them. */
export function clubDateAndTimes(startsAt: Date, endsAt: Date) {
  const start = clubWallClock(startsAt);
  return { date: start.slice(0, 10), start_time: start.slice(11, 16), end_time: clubTimeOf(endsAt) };
}

/** The club month ('yyyy-MM') holding an instant, now by default. */
export function clubMonth(instant: Date = now()): string {
  return clubWallClock(instant).slice(0, 7);
}

/** Adds months to a month ('yyyy-MM'), calendar-wise. */
export function addMonths(month: string, months: number): string {
  const [year, monthNumber] = month.split("-").map(Number);
  return new Date(Date.UTC(year, monthNumber - 1 + months, 1)).toISOString().slice(0, 7);
}

/** Every month from `start` to `end` ('yyyy-MM'), both included; empty when end < start. */
export function monthsFrom(start: string, end: string): string[] {
  const months: string[] = [];
  for (let month = start; month <= end; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** The instants a club month starts and ends at (the end excluded), for queries. */
export function clubMonthBounds(month: string): { from: Date; to: Date } {
  return { from: clubInstant(`${month}-01`, "00:00"), to: clubInstant(`${addMonths(month, 1)}-01`, "00:00") };
}
