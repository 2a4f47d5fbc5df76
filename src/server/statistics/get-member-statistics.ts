import { addMonths, clubInstant, clubMonthBounds, monthsFrom } from "@/lib/club-time";
import type { AnimalTotal, MemberStatisticsJson } from "@/lib/statistics-json";
import { queryRows } from "@/server/db";
import { clubMonthSql } from "@/server/sql-json";
import type { ClubPeriod } from "@/server/statistics/statistics-period";

// A student's or external's own statistics (docs/rules.md, "Statistics"): lessons in the range, per animal,
// and per club month over the 12 months ending with the range's end month. One SQL statement,
// straight to the driver (see db.ts); ownership is in its WHERE, so nobody else's lessons are
// ever read.

export const MONTHS_SHOWN = 12;

type MemberFigures = { total: number; months: Record<string, number>; animals: AnimalTotal[] };

export async function getMemberStatistics(userId: number, period: ClubPeriod): Promise<MemberStatisticsJson> {
  const lastMonth = period.endDate.slice(0, 7);
  const months = monthsFrom(addMonths(lastMonth, 1 - MONTHS_SHOWN), lastMonth);
  const monthsStart = clubInstant(`${months[0]}-01`, "00:00");
  const monthsEnd = clubMonthBounds(lastMonth).to;

  const [figures] = await queryRows<MemberFigures>`
    WITH own AS (
      SELECT b.animal_id, s.starts_at
      FROM bookings b JOIN availability_slots s ON s.id = b.availability_slot_id
      WHERE b.user_id = ${userId}
    ),
    in_range AS (
      SELECT * FROM own WHERE starts_at >= ${period.from} AND starts_at < ${period.to}
    ),
    per_month AS (
      SELECT ${clubMonthSql("starts_at")} AS month, count(*)::int AS booking_count
      FROM own WHERE starts_at >= ${monthsStart} AND starts_at < ${monthsEnd}
      GROUP BY 1
    ),
    per_animal AS (
      SELECT a.id AS animal_id, a.name AS animal_name, count(*)::int AS total_bookings
      FROM in_range r JOIN animals a ON a.id = r.animal_id
      GROUP BY a.id, a.name
    )
    SELECT
      (SELECT count(*)::int FROM in_range) AS total,
      (SELECT coalesce(json_object_agg(x.month, x.booking_count), '{}') FROM per_month x) AS months,
      (SELECT coalesce(json_agg(x ORDER BY x.total_bookings DESC, x.animal_name, x.animal_id), '[]') FROM per_animal x) AS animals`;

  return {
    view: "member",
    start_date: period.startDate,
    end_date: period.endDate,
    detailed_stats: {
      total_bookings: figures.total,
      monthly_stats: months.map((month) => ({ month, booking_count: figures.months[month] ?? 0 })),
      animals: figures.animals,
    },
  };
}
