import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as statistics } from "@/app/api/bookings/statistics/route";
import type { Animal } from "@/generated/prisma/client";
import { getClubStatistics } from "@/server/statistics/get-club-statistics";
import { statisticsPeriod } from "@/server/statistics/statistics-period";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser } from "../../../test/db-helpers";
import { bookLessons } from "../../../test/lessons";
import { tokenFor } from "../../../test/sessions";

// The trainer's figures (docs/rules.md, "Statistics"), each computed by hand from a small known club.

let trainerToken: string;
beforeEach(async () => {
  trainerToken = await tokenFor(await createUser({ role: "trainer" }));
});

const statisticsOf = (start_date: string, end_date: string) =>
  callRoute(statistics, { token: trainerToken, path: `/api/bookings/statistics?start_date=${start_date}&end_date=${end_date}` });

async function member(name: string, role: "student" | "external", ...animals: string[]): Promise<Animal[]> {
  const user = await createUser({ name, role });
  return Promise.all(animals.map((animal) => createAnimal({ userId: user.id, name: animal })));
}

/** November 2026 (club time, winter: UTC+0) and October 2026 (summer until the 25th). */
async function seedAutumn() {
  const [bolt, luna] = await member("Ana Silva", "student", "Bolt", "Luna");
  const [rex] = await member("Bruno Costa", "student", "Rex");
  const [kiko] = await member("Carla Mendes", "external", "Kiko");
  await bookLessons(bolt, "2026-11-02 10:00", "2026-11-09 10:00", "2026-11-04 18:00");
  await bookLessons(luna, "2026-11-07 10:00");
  await bookLessons(rex, "2026-11-16 18:00", "2026-11-17 09:00");
  // The range's last evening counts; the next month's first half hour does not.
  await bookLessons(kiko, "2026-11-29 10:00", "2026-11-30 23:15", "2026-12-01 00:30");
  // The previous period of November is 2 to 31 October: six lessons. 2 October 00:15 is still
  // 1 October in UTC (summer time); 1 October itself is outside.
  await bookLessons(bolt, "2026-10-02 00:15", "2026-10-14 10:00", "2026-10-31 23:30", "2026-10-01 10:00");
  await bookLessons(rex, "2026-10-20 18:00", "2026-10-21 18:00", "2026-10-22 18:00");
}

describe("the trainer's statistics (integration)", () => {
  it("computes every figure of a month, against the previous period of equal length", async () => {
    await seedAutumn();
    const response = await statisticsOf("2026-11-01", "2026-11-30");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      view: "trainer",
      start_date: "2026-11-01",
      end_date: "2026-11-30",
      comparison_statistics: {
        days_comparison: 30,
        variation_percentage: 33.3, // (8 - 6) / 6
        current_period: { start_date: "2026-11-01", end_date: "2026-11-30", total_bookings: 8 },
        previous_period: { start_date: "2026-10-02", end_date: "2026-10-31", total_bookings: 6 },
      },
      detailed_statistics: {
        general: { total_bookings: 8, unique_students: 3, unique_animals: 4 },
        avg_per_day: { avg_bookings_per_day: 0.27 }, // 8 / 30
        popular_times: [
          { start_time: "10:00", usage_count: 4 },
          { start_time: "18:00", usage_count: 2 },
          { start_time: "09:00", usage_count: 1 },
          { start_time: "23:15", usage_count: 1 },
        ],
        weekday_stats: [
          { weekday: "Segunda-feira", weekday_number: 1, booking_count: 4 },
          { weekday: "Terça-feira", weekday_number: 2, booking_count: 1 },
          { weekday: "Quarta-feira", weekday_number: 3, booking_count: 1 },
          { weekday: "Quinta-feira", weekday_number: 4, booking_count: 0 },
          { weekday: "Sexta-feira", weekday_number: 5, booking_count: 0 },
          { weekday: "Sábado", weekday_number: 6, booking_count: 1 },
          { weekday: "Domingo", weekday_number: 7, booking_count: 1 },
        ],
      },
      students_and_animals_with_bookings: {
        regular: { students: 2, animals: 3 },
        external: { students: 1, animals: 1 },
      },
      bookings_by_student: [
        { user_id: expect.any(Number), student_name: "Ana Silva", total_bookings: 4 },
        { user_id: expect.any(Number), student_name: "Bruno Costa", total_bookings: 2 },
        { user_id: expect.any(Number), student_name: "Carla Mendes", total_bookings: 2 },
      ],
      // Counted in training-record.integration.test.ts: it depends on which lessons have started.
      attendance_by_student: expect.any(Array),
    });
  });

  it("answers a fall in lessons as a negative variation, and 0 when the previous period is empty", async () => {
    await seedAutumn();
    // 10-30 November (Bruno's 2 lessons, Carla's 2) against 20 October - 9 November (Rex 3,
    // Bolt 31 October and 2, 4, 9 November, Luna 7 November).
    const fall = await statisticsOf("2026-11-10", "2026-11-30");
    expect(fall.json.comparison_statistics).toEqual({
      days_comparison: 21,
      variation_percentage: -50, // (4 - 8) / 8
      current_period: { start_date: "2026-11-10", end_date: "2026-11-30", total_bookings: 4 },
      previous_period: { start_date: "2026-10-20", end_date: "2026-11-09", total_bookings: 8 },
    });
    // October against 31 August - 30 September, when nobody had lessons.
    const october = await statisticsOf("2026-10-01", "2026-10-31");
    expect(october.json.comparison_statistics).toMatchObject({
      days_comparison: 31,
      variation_percentage: 0,
      current_period: { total_bookings: 7 },
      previous_period: { start_date: "2026-08-31", end_date: "2026-09-30", total_bookings: 0 },
    });
  });

  it("answers zeros, all seven weekdays and empty lists for a range without lessons", async () => {
    const response = await statisticsOf("2026-11-01", "2026-11-07");
    expect(response.status).toBe(200);
    expect(response.json.detailed_statistics.general).toEqual({ total_bookings: 0, unique_students: 0, unique_animals: 0 });
    expect(response.json.detailed_statistics.avg_per_day).toEqual({ avg_bookings_per_day: 0 });
    expect(response.json.detailed_statistics.popular_times).toEqual([]);
    expect(response.json.detailed_statistics.weekday_stats.map((day: { booking_count: number }) => day.booking_count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(response.json.students_and_animals_with_bookings).toEqual({ regular: { students: 0, animals: 0 }, external: { students: 0, animals: 0 } });
    expect(response.json.bookings_by_student).toEqual([]);
  });

  it("lists the top 6 students only, most lessons first", async () => {
    const names = ["Hugo", "Gil", "Filipa", "Eva", "Dora", "Caio", "Bia", "Alice"];
    for (const [index, name] of names.entries()) {
      const [animal] = await member(name, "student", `Cão de ${name}`);
      // Hugo 8 lessons ... Alice 1, one a day at 09:00 from 2 November.
      const lessons = Array.from({ length: names.length - index }, (_, day) => `2026-11-${String(day + 2).padStart(2, "0")} ${String(9 + index).padStart(2, "0")}:00`);
      await bookLessons(animal, ...lessons);
    }
    const response = await statisticsOf("2026-11-01", "2026-11-30");
    expect(response.json.bookings_by_student.map((row: { student_name: string; total_bookings: number }) => [row.student_name, row.total_bookings])).toEqual([
      ["Hugo", 8], ["Gil", 7], ["Filipa", 6], ["Eva", 5], ["Dora", 4], ["Caio", 3],
    ]);
    expect(response.json.detailed_statistics.general.unique_students).toBe(8);
  });

  it("keeps lessons at their wall-clock time and day across the October daylight-saving change", async () => {
    const [bolt] = await member("Ana Silva", "student", "Bolt");
    // Clocks go back on Sunday 25 October 2026: 10:00 is 09:00 UTC on the 24th, 10:00 UTC on the 26th.
    await bookLessons(bolt, "2026-10-24 10:00", "2026-10-25 10:00", "2026-10-26 10:00", "2026-10-26 23:30", "2026-10-27 00:30");
    const response = await statisticsOf("2026-10-24", "2026-10-26");
    const figures = response.json.detailed_statistics;
    expect(figures.general.total_bookings).toBe(4);
    expect(figures.popular_times).toEqual([{ start_time: "10:00", usage_count: 3 }, { start_time: "23:30", usage_count: 1 }]);
    expect(figures.weekday_stats.map((day: { booking_count: number }) => day.booking_count)).toEqual([2, 0, 0, 0, 0, 1, 1]);
    expect(response.json.comparison_statistics).toMatchObject({
      days_comparison: 3,
      previous_period: { start_date: "2026-10-21", end_date: "2026-10-23", total_bookings: 0 },
    });
  });
});

describe("the trainer's statistics: cost", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends one query to the database whatever the length of the range", async () => {
    await seedAutumn();
    const sent = vi.spyOn(pg.Client.prototype, "query");
    await getClubStatistics(statisticsPeriod({ start_date: "2026-11-01", end_date: "2026-11-01" }));
    const forOneDay = sent.mock.calls.length;
    sent.mockClear();
    await getClubStatistics(statisticsPeriod({ start_date: "2021-12-01", end_date: "2026-11-30" }));
    expect(sent.mock.calls.length).toBe(forOneDay);
    expect(forOneDay).toBe(1);
  });
});
