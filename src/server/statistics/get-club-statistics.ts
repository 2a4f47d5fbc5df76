import { handlerName } from "@/lib/household-json";
import type { CategoryTotals, ClubStatisticsJson, PopularTime, StudentTotal } from "@/lib/statistics-json";
import { weekdayName } from "@/lib/statistics-labels";
import { queryRows } from "@/server/db";
import type { StatisticsPeriod } from "@/server/statistics/statistics-period";

// The trainer's statistics of a range (docs/rules.md, "Statistics"): every figure from one SQL statement, sent
// straight to the driver (see db.ts), however long the range. Lessons count by their slot's club
// date and wall-clock start (Europe/Lisbon), which PostgreSQL keeps beside each slot
// (club_weekday, club_start_time: see the migration).

export const TOP_STUDENTS = 6;

/** Monday's name first: formatted once, not on every request. */
const WEEKDAY_NAMES = Array.from({ length: 7 }, (_, index) => weekdayName(index + 1));

type ClubFigures = {
  total: number;
  students: number;
  animals: number;
  previous_total: number;
  variation: number;
  avg_per_day: number;
  popular_times: PopularTime[];
  weekday_stats: { weekday: number; booking_count: number }[];
  top_students: (StudentTotal & { dependant_name: string | null })[];
  categories: Record<"student" | "external", CategoryTotals>;
};

/** Everything but the attendance, which depends on the clock too (get-attendance-statistics.ts). */
export async function getClubStatistics(period: StatisticsPeriod): Promise<Omit<ClubStatisticsJson, "attendance_by_student">> {
  const { from, to, previous, days } = period;
  const [figures] = await queryRows<ClubFigures>`
    -- One pass over the range's lessons, grouped into cells of (participant, animal, start,
    -- weekday): every figure below reads the cells, a few hundred rows whatever the range's length.
    -- A participant is a member, or a member's dependant who handled the lesson (-1: the member
    -- themself; docs/rules.md, "Households").
    WITH cells AS (
      SELECT b.user_id, coalesce(b.dependant_id, -1) AS dependant_id, b.animal_id, s.club_start_time AS start_time, s.club_weekday AS weekday, count(*)::int AS lessons
      FROM bookings b
      JOIN availability_slots s ON s.id = b.availability_slot_id
      WHERE s.starts_at >= ${from} AND s.starts_at < ${to}
      GROUP BY b.user_id, coalesce(b.dependant_id, -1), b.animal_id, s.club_start_time, s.club_weekday
    ),
    pairs AS (
      SELECT c.user_id, c.dependant_id, c.animal_id, min(u.name) AS user_name, min(d.name) AS dependant_name,
             min(u.role::text) AS role, sum(c.lessons)::int AS lessons
      FROM cells c JOIN users u ON u.id = c.user_id LEFT JOIN dependants d ON d.id = c.dependant_id
      GROUP BY c.user_id, c.dependant_id, c.animal_id
    ),
    totals AS (
      SELECT coalesce(sum(lessons), 0)::int AS total, count(DISTINCT (user_id, dependant_id))::int AS students, count(DISTINCT animal_id)::int AS animals
      FROM pairs
    ),
    previous AS (
      SELECT count(*)::int AS total
      FROM bookings b JOIN availability_slots s ON s.id = b.availability_slot_id
      WHERE s.starts_at >= ${previous.from} AND s.starts_at < ${previous.to}
    ),
    time_counts AS (
      SELECT to_char(start_time, 'HH24:MI') AS start_time, usage_count
      FROM (SELECT start_time, sum(lessons)::int AS usage_count FROM cells GROUP BY start_time) grouped
    ),
    weekday_counts AS (
      SELECT d.weekday, coalesce(c.booking_count, 0)::int AS booking_count
      FROM generate_series(1, 7) AS d(weekday)
      LEFT JOIN (SELECT weekday, sum(lessons) AS booking_count FROM cells GROUP BY weekday) c USING (weekday)
    ),
    student_counts AS (
      SELECT user_id, min(user_name) AS student_name, min(dependant_name) AS dependant_name, sum(lessons)::int AS total_bookings
      FROM pairs GROUP BY user_id, dependant_id
      ORDER BY total_bookings DESC, student_name, user_id, dependant_name
      LIMIT ${TOP_STUDENTS}
    ),
    category_counts AS (
      SELECT c.role, coalesce(x.students, 0)::int AS students, coalesce(x.animals, 0)::int AS animals
      FROM unnest(ARRAY['student', 'external']) AS c(role)
      LEFT JOIN (
        SELECT role, count(DISTINCT (user_id, dependant_id)) AS students, count(DISTINCT animal_id) AS animals FROM pairs GROUP BY role
      ) x USING (role)
    )
    SELECT t.total, t.students, t.animals, p.total AS previous_total,
      CASE WHEN p.total = 0 THEN 0 ELSE round((t.total - p.total)::numeric * 100 / p.total, 1)::float8 END AS variation,
      round(t.total::numeric / ${days}::int, 2)::float8 AS avg_per_day,
      (SELECT coalesce(json_agg(x ORDER BY x.usage_count DESC, x.start_time), '[]') FROM time_counts x) AS popular_times,
      (SELECT json_agg(x ORDER BY x.weekday) FROM weekday_counts x) AS weekday_stats,
      (SELECT coalesce(json_agg(x ORDER BY x.total_bookings DESC, x.student_name, x.user_id, x.dependant_name), '[]') FROM student_counts x) AS top_students,
      (SELECT json_object_agg(x.role, json_build_object('students', x.students, 'animals', x.animals)) FROM category_counts x) AS categories
    FROM totals t CROSS JOIN previous p`;

  return {
    view: "trainer",
    start_date: period.startDate,
    end_date: period.endDate,
    comparison_statistics: {
      days_comparison: days,
      variation_percentage: figures.variation,
      current_period: { start_date: period.startDate, end_date: period.endDate, total_bookings: figures.total },
      previous_period: { start_date: previous.startDate, end_date: previous.endDate, total_bookings: figures.previous_total },
    },
    detailed_statistics: {
      general: { total_bookings: figures.total, unique_students: figures.students, unique_animals: figures.animals },
      avg_per_day: { avg_bookings_per_day: figures.avg_per_day },
      popular_times: figures.popular_times,
      weekday_stats: figures.weekday_stats.map(({ weekday, booking_count }) => ({
        weekday: WEEKDAY_NAMES[weekday - 1],
        weekday_number: weekday,
        booking_count,
      })),
    },
    students_and_animals_with_bookings: { regular: figures.categories.student, external: figures.categories.external },
    // A dependant is named as the trainer sees them elsewhere: 'Rita (resp. Ana Silva)'.
    bookings_by_student: figures.top_students.map(({ dependant_name, ...total }) => ({
      ...total,
      student_name: handlerName(total.student_name, dependant_name === null ? null : { name: dependant_name }),
    })),
  };
}
