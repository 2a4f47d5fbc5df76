import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { pt } from "date-fns/locale";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addClubDays,
  addMonths,
  CLUB_TIME_ZONE,
  clubDateAndTimes,
  clubDateOf,
  clubInstant,
  clubMonth,
  clubMonthBounds,
  clubTimeOf,
  clubToday,
  clubYear,
  formatClub,
  isClubMonday,
  mondayOf,
  monthsFrom,
} from "@/lib/club-time";

// The server's own time zone must not matter: every assertion runs under several (Node applies
// a change of process.env.TZ at once).
const SERVER_ZONES = ["UTC", "Europe/Lisbon", "America/New_York", "Pacific/Kiritimati"];

describe.each(SERVER_ZONES)("club time (Europe/Lisbon) on a server in %s", (zone) => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = original;
  });

  it("places a winter wall-clock time at UTC+0", () => {
    expect(clubInstant("2026-01-15", "10:00").toISOString()).toBe("2026-01-15T10:00:00.000Z");
  });

  it("places a summer wall-clock time at UTC+1", () => {
    expect(clubInstant("2026-07-15", "10:00").toISOString()).toBe("2026-07-15T09:00:00.000Z");
  });

  it("keeps lessons on their wall-clock time across the March DST change", () => {
    expect(clubInstant("2026-03-28", "10:00").toISOString()).toBe("2026-03-28T10:00:00.000Z");
    expect(clubInstant("2026-03-29", "10:00").toISOString()).toBe("2026-03-29T09:00:00.000Z");
    expect(formatClub(clubInstant("2026-03-29", "10:00"), "HH:mm")).toBe("10:00");
  });

  it("knows the club's date when UTC is still on the previous day", () => {
    // 23:30 UTC on 30 June is already 00:30 on 1 July in Lisbon (summer time).
    expect(clubToday(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
  });

  it("formats dates in Portuguese", () => {
    expect(formatClub(clubInstant("2026-11-23", "09:00"), "EEEE, d 'de' MMMM")).toBe("segunda-feira, 23 de novembro");
  });
});

describe.each(SERVER_ZONES)("the calendar's fast club wall clock on a server in %s", (zone) => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = original;
  });

  it("agrees with the time zone database at every hour of four years, DST changes included", () => {
    const mismatches: string[] = [];
    const end = Date.parse("2029-01-01T00:00:00Z");
    for (let ms = Date.parse("2025-01-01T00:00:00Z"); ms < end; ms += 60 * 60_000) {
      const instant = new Date(ms + 37 * 60_000); // not on the hour itself: minutes must carry too
      const [date, time] = [clubDateOf(instant), clubTimeOf(instant)];
      const expected = [formatClub(instant, "yyyy-MM-dd"), formatClub(instant, "HH:mm")];
      if (date !== expected[0] || time !== expected[1]) mismatches.push(`${instant.toISOString()}: ${date} ${time}`);
    }
    expect(mismatches).toEqual([]);
  });

  it("shows the hour DST repeats and the hour it skips as the wall clock does", () => {
    expect(clubTimeOf(new Date("2026-10-25T00:30:00Z"))).toBe("01:30"); // summer time, first 01:30
    expect(clubTimeOf(new Date("2026-10-25T01:30:00Z"))).toBe("01:30"); // winter time, second 01:30
    expect(clubTimeOf(new Date("2026-03-29T00:59:00Z"))).toBe("00:59");
    expect(clubTimeOf(new Date("2026-03-29T01:00:00Z"))).toBe("02:00"); // 01:00 never happens
  });
});

// formatClub and clubInstant used date-fns and @date-fns/tz (too heavy for the browser); they
// must give what those gave.
const PATTERNS = [
  "HH:mm", "yyyy-MM-dd", "dd/MM/yyyy", "dd/MM/yyyy 'às' HH:mm", "dd/MM 'às' HH:mm", "EEEE, dd/MM/yyyy",
  "EEEE", "EEE", "d", "d MMM", "MMM yy", "d 'de' MMMM", "MMMM 'de' yyyy", "d 'de' MMMM 'de' yyyy",
  "EEEE, d 'de' MMMM", "EEEE, d 'de' MMMM 'de' yyyy",
];
const dateFnsFormat = (instant: Date, pattern: string) => format(new TZDate(instant.getTime(), CLUB_TIME_ZONE), pattern, { locale: pt });

// The sweeps below: date-fns is the yardstick, worked out once, under the first server zone (UTC);
// what each server zone checks is ours. (The yardstick is most of the sweeps' time.)
const SWEEP_START = Date.parse("2025-01-01T00:00:00Z");
const SWEEP_END = Date.parse("2029-01-01T00:00:00Z");
const SWEEP_STEP = 1393 * 60_000; // 23 h 13 min: every hour of the day and every weekday come round
let dateFnsSweep: Map<number, string[]> | undefined;
function formatsByDateFns(): Map<number, string[]> {
  dateFnsSweep ??= new Map(
    Array.from({ length: Math.ceil((SWEEP_END - SWEEP_START) / SWEEP_STEP) }, (_, index) => {
      const ms = SWEEP_START + index * SWEEP_STEP;
      return [ms, PATTERNS.map((pattern) => dateFnsFormat(new Date(ms), pattern))];
    }),
  );
  return dateFnsSweep;
}
let tzDatePlaces: Map<string, number> | undefined;
/** Each quarter hour of 2026 as @date-fns/tz placed it ('yyyy-MM-dd HH:mm' to ms), but the hour DST repeats. */
function placesByTzDate(): Map<string, number> {
  if (tzDatePlaces) return tzDatePlaces;
  tzDatePlaces = new Map();
  for (let date = "2026-01-01"; date < "2027-01-01"; date = addClubDays(date, 1)) {
    const [year, month, day] = date.split("-").map(Number);
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      // The repeated hour: @date-fns/tz's choice there depended on the server's time zone (below).
      if (time.startsWith("01:") && date === lastSundayOf(year, 10)) continue;
      tzDatePlaces.set(`${date} ${time}`, new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, CLUB_TIME_ZONE).getTime());
    }
  }
  return tzDatePlaces;
}

describe.each(SERVER_ZONES)("club time as date-fns gave it, on a server in %s", (zone) => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = original;
  });

  it("formats every pattern the app uses as date-fns did, every 23 h 13 min for four years", () => {
    const mismatches: string[] = [];
    for (const [ms, formats] of formatsByDateFns()) {
      const instant = new Date(ms);
      PATTERNS.forEach((pattern, index) => {
        const [ours, theirs] = [formatClub(instant, pattern), formats[index]];
        if (ours !== theirs) mismatches.push(`${instant.toISOString()} ${pattern}: ${ours} != ${theirs}`);
      });
    }
    expect(mismatches).toEqual([]);
  });

  it("formats the DST changes' hours as date-fns did, minute by minute", () => {
    const mismatches: string[] = [];
    for (const change of ["2026-03-29T00:00:00Z", "2026-10-25T00:00:00Z", "2027-03-28T00:00:00Z", "2027-10-31T00:00:00Z"]) {
      for (let minute = 0; minute < 180; minute++) {
        const instant = new Date(Date.parse(change) + minute * 60_000);
        const [ours, theirs] = [formatClub(instant, "EEEE, dd/MM/yyyy HH:mm"), dateFnsFormat(instant, "EEEE, dd/MM/yyyy HH:mm")];
        if (ours !== theirs) mismatches.push(`${instant.toISOString()}: ${ours} != ${theirs}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("places every quarter hour of a year where @date-fns/tz did, but the hour DST repeats", () => {
    const mismatches: string[] = [];
    for (const [wallClock, theirs] of placesByTzDate()) {
      const [date, time] = wallClock.split(" ");
      if (clubInstant(date!, time!).getTime() !== theirs) mismatches.push(wallClock);
    }
    expect(mismatches).toEqual([]);
    expect(placesByTzDate().size).toBe(365 * 96 - 4); // every quarter hour of 2026 but the four repeated
  });

  it("places the hour DST skips after the change and the hour it repeats at its second occurrence", () => {
    expect(clubInstant("2026-03-29", "01:30").toISOString()).toBe("2026-03-29T01:30:00.000Z"); // 02:30 summer time
    expect(clubInstant("2026-10-25", "00:59").toISOString()).toBe("2026-10-24T23:59:00.000Z"); // summer time
    expect(clubInstant("2026-10-25", "01:30").toISOString()).toBe("2026-10-25T01:30:00.000Z"); // the second 01:30
    expect(clubInstant("2026-10-25", "02:00").toISOString()).toBe("2026-10-25T02:00:00.000Z");
  });
});

/** The last Sunday of a month (1-12) as 'yyyy-MM-dd': when Europe/Lisbon changes offset. */
function lastSundayOf(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  return addClubDays(last.toISOString().slice(0, 10), -last.getUTCDay());
}

describe("formatClub's patterns", () => {
  it("refuses a pattern letter it does not know", () => {
    expect(() => formatClub(new Date(), "yyyy-MM-dd hh:mm a")).toThrow(/unsupported pattern "hh"/);
  });
});

describe("club calendar arithmetic", () => {
  it("adds days across month, year and DST boundaries", () => {
    expect(addClubDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addClubDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addClubDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("finds the Monday of a week (weeks start on Monday)", () => {
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23"); // Sunday belongs to the week before
    expect(mondayOf("2026-11-21")).toBe("2026-11-16");
  });

  it("tells a Monday in club time, even when UTC is still on Sunday", () => {
    // 23:30 UTC on Sunday 2026-06-28 is 00:30 on Monday in Lisbon (summer time).
    expect(isClubMonday(new Date("2026-06-28T23:30:00Z"))).toBe(true);
    expect(isClubMonday(new Date("2026-06-28T22:30:00Z"))).toBe(false);
  });

  it("knows the club year, even when UTC is still in the year before", () => {
    expect(clubYear(new Date("2026-12-31T23:30:00Z"))).toBe(2026); // winter: Lisbon is UTC
    expect(clubYear(new Date("2027-01-01T00:30:00Z"))).toBe(2027);
  });

  it("shows a slot's club date and times", () => {
    const startsAt = clubInstant("2026-07-15", "18:00");
    const endsAt = clubInstant("2026-07-15", "18:45");
    expect(clubDateAndTimes(startsAt, endsAt)).toEqual({ date: "2026-07-15", start_time: "18:00", end_time: "18:45" });
  });
});

describe("club months", () => {
  it("knows the club month of an instant, even when UTC is still in the month before", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in Lisbon (summer time).
    expect(clubMonth(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07");
    expect(clubMonth(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12"); // winter: Lisbon is UTC
  });

  it("adds months across years and lists a range of months", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(monthsFrom("2026-11", "2027-02")).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
    expect(monthsFrom("2026-03", "2026-02")).toEqual([]);
  });

  it("bounds a month at club midnight (summer time included)", () => {
    expect(clubMonthBounds("2026-07")).toEqual({
      from: new Date("2026-06-30T23:00:00Z"),
      to: new Date("2026-07-31T23:00:00Z"),
    });
  });
});
