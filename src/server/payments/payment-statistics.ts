import { Prisma } from "@/generated/prisma/client";
import type { PaymentMonthStatistics, PaymentStatisticsJson } from "@/lib/payment-json";
import type { PaymentStatisticsQuery } from "@/lib/validations/payments";
import { queryRows } from "@/server/db";
import { euros } from "@/server/payments/payment-json";

type Figures = Omit<PaymentMonthStatistics, "month">;
type Row = { months: PaymentMonthStatistics[]; totals: Figures; total_amount: string };

/** A group of payments' figures as the API's JSON; sums stay decimals, which JSON parsing turns into the same numbers as `euros`. */
const FIGURES_SQL = Prisma.sql`count(*)::int AS total_payments,
  count(*) FILTER (WHERE status = 'pending')::int AS pending_payments,
  count(*) FILTER (WHERE status = 'paid')::int AS paid_payments,
  coalesce(sum(amount), 0) AS total_amount,
  coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0) AS pending_amount,
  coalesce(sum(amount) FILTER (WHERE status = 'paid'), 0) AS paid_amount`;

/**
 * GET /api/payments/statistics: one row per month of the range (months without payments with
 * zeros), the totals and the average payment (total amount / number of months: docs/rules.md, "Payments").
 * One statement straight to the driver (see db.ts; ROLLUP adds the totals row) that answers the
 * months and totals already as the API's JSON; the average is divided as a decimal here.
 */
export async function paymentStatistics({ start_month, end_month }: PaymentStatisticsQuery): Promise<PaymentStatisticsJson> {
  const [row] = await queryRows<Row>`
    WITH figures AS (
      SELECT month, ${FIGURES_SQL}
      FROM payments
      WHERE month >= ${start_month} AND month <= ${end_month}
      GROUP BY ROLLUP (month)
    ),
    months AS (
      SELECT to_char(first_day, 'YYYY-MM') AS month
      FROM generate_series(to_date(${start_month}, 'YYYY-MM'), to_date(${end_month}, 'YYYY-MM'), interval '1 month') AS first_day
    )
    SELECT
      (SELECT json_agg(json_build_object(
                'month', m.month, 'total_payments', coalesce(f.total_payments, 0),
                'pending_payments', coalesce(f.pending_payments, 0), 'paid_payments', coalesce(f.paid_payments, 0),
                'total_amount', coalesce(f.total_amount, 0), 'pending_amount', coalesce(f.pending_amount, 0),
                'paid_amount', coalesce(f.paid_amount, 0)) ORDER BY m.month)
       FROM months m LEFT JOIN figures f ON f.month = m.month) AS months,
      (SELECT json_build_object(
                'total_payments', t.total_payments, 'pending_payments', t.pending_payments, 'paid_payments', t.paid_payments,
                'total_amount', t.total_amount, 'pending_amount', t.pending_amount, 'paid_amount', t.paid_amount)
       FROM figures t WHERE t.month IS NULL) AS totals,
      (SELECT t.total_amount::text FROM figures t WHERE t.month IS NULL) AS total_amount`;
  const average = new Prisma.Decimal(row.total_amount).div(row.months.length).toDecimalPlaces(2);
  return { start_month, end_month, months: row.months, totals: row.totals, average_payment: euros(average) };
}
