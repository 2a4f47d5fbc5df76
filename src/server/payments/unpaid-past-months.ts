import { clubMonth } from "@/lib/club-time";
import { queryRows } from "@/server/db";
import { readThrough } from "@/server/read-cache";

/**
 * The trainer's home: the payments still pending from months before the current club month (the
 * current month's are not late yet), how many and their total. One statement; kept while the
 * club's data holds (read-cache.ts), per month.
 */
export function summarizeUnpaidPastMonths() {
  const month = clubMonth();
  return readThrough(`payments unpaid before ${month}`, ["payments"], async () => {
    const [row] = await queryRows<{ count: number; total: string }>`
      SELECT count(*)::int AS count, coalesce(sum(amount), 0)::text AS total
      FROM payments WHERE status = 'pending' AND month < ${month}`;
    return { count: row.count, total: Number(row.total), before_month: month };
  });
}
