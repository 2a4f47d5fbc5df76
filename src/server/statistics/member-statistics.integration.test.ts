import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as statistics } from "@/app/api/bookings/statistics/route";
import type { Animal } from "@/generated/prisma/client";
import { addMonths } from "@/lib/club-time";
import { db } from "@/server/db";
import { getMemberStatistics } from "@/server/statistics/get-member-statistics";
import { clubPeriod } from "@/server/statistics/statistics-period";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { bookLessons } from "../../../test/lessons";
import { tokenFor } from "../../../test/sessions";

// A student's or external's own statistics (docs/rules.md, "Statistics"): their lessons only, the 12 months
// ending with the range's end month, per animal.

let ana: TestUser;
let bolt: Animal;
let luna: Animal;
let rex: Animal;

beforeEach(async () => {
  ana = await createUser({ name: "Ana Silva", role: "student" });
  bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
  luna = await createAnimal({ userId: ana.id, name: "Luna" });
  const bruno = await createUser({ name: "Bruno Costa", role: "external" });
  rex = await createAnimal({ userId: bruno.id, name: "Rex" });
});
afterEach(() => vi.restoreAllMocks());

async function statisticsAs(user: TestUser, start_date: string, end_date: string) {
  return callRoute(statistics, { token: await tokenFor(user), path: `/api/bookings/statistics?start_date=${start_date}&end_date=${end_date}` });
}

/** Consecutive months from `from` with these counts. */
const months = (from: string, counts: number[]) => counts.map((booking_count, index) => ({ month: addMonths(from, index), booking_count }));

describe("a member's statistics (integration)", () => {
  it("counts only the member's own lessons: in the range, per animal, and over 12 months", async () => {
    await bookLessons(bolt, "2026-11-02 10:00", "2026-11-09 10:00", "2026-11-16 10:00");
    await bookLessons(luna, "2026-11-04 18:00");
    await bookLessons(bolt, "2026-10-05 10:00", "2026-10-12 10:00", "2026-01-15 10:00", "2025-12-20 10:00");
    // Outside the 12 months ending in November 2026, and after the range.
    await bookLessons(bolt, "2025-11-30 10:00", "2026-12-01 10:00");
    // Someone else's lessons, in the same days.
    await bookLessons(rex, "2026-11-03 10:00", "2026-11-05 10:00", "2026-10-06 10:00");

    const response = await statisticsAs(ana, "2026-11-01", "2026-11-30");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      view: "member",
      start_date: "2026-11-01",
      end_date: "2026-11-30",
      detailed_stats: {
        total_bookings: 4,
        monthly_stats: months("2025-12", [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 4]),
        animals: [
          { animal_id: bolt.id, animal_name: "Bolt", total_bookings: 3 },
          { animal_id: luna.id, animal_name: "Luna", total_bookings: 1 },
        ],
      },
    });
    // No trainer figures reach a member.
    expect(response.json).not.toHaveProperty("detailed_statistics");
    expect(response.json).not.toHaveProperty("bookings_by_student");
  });

  it("shows an external member their own lessons the same way", async () => {
    const bruno = await createUser({ name: "Bruno Lopes", role: "external" });
    const kiko = await createAnimal({ userId: bruno.id, name: "Kiko" });
    await bookLessons(kiko, "2026-03-10 10:00");
    await bookLessons(bolt, "2026-03-11 10:00");
    const response = await statisticsAs(bruno, "2026-03-01", "2026-03-31");
    expect(response.json.detailed_stats.total_bookings).toBe(1);
    expect(response.json.detailed_stats.animals).toEqual([{ animal_id: kiko.id, animal_name: "Kiko", total_bookings: 1 }]);
    expect(response.json.detailed_stats.monthly_stats.at(-1)).toEqual({ month: "2026-03", booking_count: 1 });
  });

  it("puts a lesson at 00:30 on the first of a summer month in that month (club time)", async () => {
    // 1 July 2026 00:30 in Lisbon is 30 June 23:30 UTC.
    await bookLessons(bolt, "2026-07-01 00:30", "2026-06-30 23:30");
    const july = await statisticsAs(ana, "2026-07-01", "2026-07-31");
    expect(july.json.detailed_stats.total_bookings).toBe(1);
    expect(july.json.detailed_stats.monthly_stats.slice(-2)).toEqual([
      { month: "2026-06", booking_count: 1 },
      { month: "2026-07", booking_count: 1 },
    ]);
    const june = await statisticsAs(ana, "2026-06-30", "2026-06-30");
    expect(june.json.detailed_stats.total_bookings).toBe(1);
  });

  it("keeps an archived animal's lessons in the member's history", async () => {
    await bookLessons(luna, "2026-05-05 10:00");
    await db.animal.update({ where: { id: luna.id }, data: { archivedAt: new Date() } });
    const response = await statisticsAs(ana, "2026-05-01", "2026-05-31");
    expect(response.json.detailed_stats.animals).toEqual([{ animal_id: luna.id, animal_name: "Luna", total_bookings: 1 }]);
  });

  it("answers zeros and twelve empty months when the member has no lessons", async () => {
    const response = await statisticsAs(ana, "2026-01-01", "2026-01-31");
    expect(response.json.detailed_stats).toEqual({ total_bookings: 0, monthly_stats: months("2025-02", Array(12).fill(0)), animals: [] });
  });

  it("sends one query to the database whatever the length of the range", async () => {
    await bookLessons(bolt, "2026-11-02 10:00", "2024-02-02 10:00");
    const sent = vi.spyOn(pg.Client.prototype, "query");
    await getMemberStatistics(ana.id, clubPeriod("2026-11-01", "2026-11-01"));
    expect(sent.mock.calls.length).toBe(1);
    sent.mockClear();
    await getMemberStatistics(ana.id, clubPeriod("2021-12-01", "2026-11-30"));
    expect(sent.mock.calls.length).toBe(1);
  });
});
