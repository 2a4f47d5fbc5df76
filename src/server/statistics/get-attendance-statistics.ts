import type { AttendanceTotal } from "@/lib/statistics-json";
import { queryRows } from "@/server/db";
import { clubDateSql } from "@/server/sql-json";
import type { ClubPeriod } from "@/server/statistics/statistics-period";

// Attendance per member (docs/rules.md, "Statistics", "The training record"): of each member's
// lessons in the range that had started by `at`, how many the trainer marked present, absent,
// and none yet. The rate is present over marked, in percent with one decimal (null: none marked).
// Every active approved student and external is listed, with no lesson in the range too, and so
// is anyone else with a lesson in it (deactivated since); each with the club date of their last
// lesson started by then, whenever it was. Members who never came first, then the longest
// absent: who the trainer should call. One statement, straight to the driver (see db.ts).

export async function getAttendanceStatistics(period: ClubPeriod, at: Date): Promise<AttendanceTotal[]> {
  const until = at < period.to ? at : period.to;
  return queryRows<AttendanceTotal>`
    WITH counted AS (
      SELECT b.user_id,
        (count(*) FILTER (WHERE b.attendance = 'present'))::int AS present,
        (count(*) FILTER (WHERE b.attendance = 'absent'))::int AS absent,
        (count(*) FILTER (WHERE b.attendance IS NULL))::int AS not_marked
      FROM bookings b
      JOIN availability_slots s ON s.id = b.availability_slot_id
      WHERE s.starts_at >= ${period.from} AND s.starts_at < ${period.to} AND s.starts_at <= ${until}
      GROUP BY b.user_id
    ), listed AS (
      SELECT u.id, u.name, coalesce(c.present, 0) AS present, coalesce(c.absent, 0) AS absent, coalesce(c.not_marked, 0) AS not_marked
      FROM users u
      LEFT JOIN counted c ON c.user_id = u.id
      WHERE c.user_id IS NOT NULL
         OR (u.approved_at IS NOT NULL AND u.is_active AND u.role IN ('student', 'external'))
    ), last_lesson AS (
      SELECT b.user_id, max(s.starts_at) AS starts_at
      FROM bookings b
      JOIN availability_slots s ON s.id = b.availability_slot_id
      WHERE b.user_id IN (SELECT id FROM listed) AND s.starts_at <= ${until}
      GROUP BY b.user_id
    )
    SELECT x.id AS user_id, x.name AS student_name, x.present, x.absent, x.not_marked,
      CASE WHEN x.present + x.absent = 0 THEN NULL
           ELSE round(x.present::numeric * 100 / (x.present + x.absent), 1)::float8 END AS attendance_rate,
      ${clubDateSql("l.starts_at")} AS last_lesson_date
    FROM listed x
    LEFT JOIN last_lesson l ON l.user_id = x.id
    ORDER BY l.starts_at ASC NULLS FIRST, x.name, x.id`;
}
