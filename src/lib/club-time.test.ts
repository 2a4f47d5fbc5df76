import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubInstant, clubToday, formatClub } from "@/lib/club-time";

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
