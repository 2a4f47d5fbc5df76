import type { AttendanceTotal } from "@/lib/statistics-json";
import { queryRows } from "@/server/db";
import type { ClubPeriod } from "@/server/statistics/statistics-period";

// Attendance per member (docs/rules.md, "Statistics", "The training record"): of each member's
// lessons in the range that had started by `at`, how many the trainer marked present, absent,
// and none yet. The rate is present over marked, in percent with one decimal (null: none marked).
// One statement, straight to the driver (see db.ts).

export async function getAttendanceStatistics(period: ClubPeriod, at: Date): Promise<AttendanceTotal[]> {
  const until = at < period.to ? at : period.to;
  return queryRows<AttendanceTotal>(
    `
    SELECT x.user_id, x.student_name, x.present, x.absent, x.not_marked,
      CASE WHEN x.present + x.absent = 0 THEN NULL
           ELSE round(x.present::numeric * 100 / (x.present + x.absent), 1)::float8 END AS attendance_rate
    FROM (
      SELECT b.user_id, min(u.name) AS student_name,
        (count(*) FILTER (WHERE b.attendance = 'present'))::int AS present,
        (count(*) FILTER (WHERE b.attendance = 'absent'))::int AS absent,
        (count(*) FILTER (WHERE b.attendance IS NULL))::int AS not_marked
      FROM bookings b
      JOIN availability_slots s ON s.id = b.availability_slot_id
      JOIN users u ON u.id = b.user_id
      WHERE s.starts_at >= $1 AND s.starts_at < $2 AND s.starts_at <= $3
      GROUP BY b.user_id
    ) x
    ORDER BY x.student_name, x.user_id`,
    [period.from, period.to, until],
  );
}
