import { Prisma } from "@/generated/prisma/client";
import { addMonths, CLUB_TIME_ZONE } from "@/lib/club-time";
import type { Tx } from "@/server/db";

// A fixed fee for a club month (docs/rules.md, "Payments"): a member approved during the month
// pays a share of it, the fee × the days from the approval day to the month's end (both included)
// / the month's days, to the cent; one approved before the month pays it whole. Reckoned in SQL
// numeric, the same pieces for the month's bill's prefill and the fixed-fee run.

/** The month's bounds as club dates, and its number of days. */
function monthDays(month: string) {
  const firstDay = `${month}-01`;
  const nextFirstDay = `${addMonths(month, 1)}-01`;
  const days = Math.round((Date.parse(nextFirstDay) - Date.parse(firstDay)) / 86_400_000);
  return { firstDay, nextFirstDay, days };
}

/** The member `u` was approved on a club day of `month` after its first: their fee is a share. */
export function approvedDuringMonthSql(month: string): Prisma.Sql {
  const { firstDay, nextFirstDay } = monthDays(month);
  const approvedOn = Prisma.sql`(u.approved_at AT TIME ZONE ${CLUB_TIME_ZONE})::date`;
  return Prisma.sql`coalesce(${approvedOn} > ${firstDay}::date AND ${approvedOn} < ${nextFirstDay}::date, false)`;
}

/** The fixed fee of the member `u` for `month`: whole, or its share when approved during the month. */
export function fixedFeeForMonthSql(month: string): Prisma.Sql {
  const { nextFirstDay, days } = monthDays(month);
  const approvedOn = Prisma.sql`(u.approved_at AT TIME ZONE ${CLUB_TIME_ZONE})::date`;
  return Prisma.sql`CASE WHEN ${approvedDuringMonthSql(month)}
    THEN round(u.monthly_fee_amount * (${nextFirstDay}::date - ${approvedOn}) / ${days}::int, 2)
    ELSE u.monthly_fee_amount END`;
}

/** Every day of `month` lies inside a closure (docs/rules.md, "Closures"): no fixed fee is billed by itself. */
export async function isMonthClosed(tx: Tx, month: string): Promise<boolean> {
  const { firstDay, nextFirstDay } = monthDays(month);
  const [{ closed }] = await tx.$queryRaw<{ closed: boolean }[]>`
    SELECT NOT EXISTS (
      SELECT 1 FROM generate_series(${firstDay}::date, ${nextFirstDay}::date - 1, interval '1 day') AS d(day)
      WHERE NOT EXISTS (SELECT 1 FROM availability_closures c WHERE d.day::date BETWEEN c.start_date AND c.end_date)
    ) AS closed`;
  return closed;
}
