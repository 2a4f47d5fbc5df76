import { clubMonth, clubMonthBounds, now } from "@/lib/club-time";
import type { QuickStatsJson } from "@/lib/statistics-json";
import { queryRows } from "@/server/db";

// The account page's quick stats (decisions §7): the caller's lessons already given and their
// hours, their animals (archived ones left out) and their lessons of the current club month.
// One statement straight to the driver (see db.ts); the trainer, who books for others, gets
// zeros for lessons.

export async function getQuickStats(userId: number): Promise<QuickStatsJson> {
  const current = now();
  const month = clubMonthBounds(clubMonth(current));
  const [stats] = await queryRows<QuickStatsJson>(
    `
    WITH own AS (
      SELECT s.starts_at, s.ends_at
      FROM bookings b JOIN availability_slots s ON s.id = b.availability_slot_id
      WHERE b.user_id = $1
    )
    SELECT
      (SELECT count(*)::int FROM own WHERE ends_at <= $2) AS total_lessons,
      (SELECT round(coalesce(sum(extract(epoch FROM ends_at - starts_at)), 0) / 3600, 2)::float8
         FROM own WHERE ends_at <= $2) AS total_hours,
      (SELECT count(*)::int FROM animals WHERE user_id = $1 AND archived_at IS NULL) AS total_animals,
      (SELECT count(*)::int FROM own WHERE starts_at >= $3 AND starts_at < $4) AS month`,
    [userId, current, month.from, month.to],
  );
  return stats;
}
