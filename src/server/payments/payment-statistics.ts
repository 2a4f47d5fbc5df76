import { Prisma } from "@/generated/prisma/client";
import { monthsFrom } from "@/lib/club-time";
import type { PaymentMonthStatistics, PaymentStatisticsJson } from "@/lib/payment-json";
import type { PaymentStatisticsQuery } from "@/lib/validations/payments";
import { db } from "@/server/db";
import { euros } from "@/server/payments/payment-json";

type Row = {
  month: string | null;
  totalPayments: number;
  pendingPayments: number;
  paidPayments: number;
  totalAmount: string;
  pendingAmount: string;
  paidAmount: string;
};

/**
 * GET /api/payments/statistics: one row per month of the range (months without payments with
 * zeros), the totals and the average payment (total amount / number of months, spec §9).
 * One query (ROLLUP adds the totals row); sums stay decimals until they are answered.
 */
export async function paymentStatistics({ start_month, end_month }: PaymentStatisticsQuery): Promise<PaymentStatisticsJson> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT month,
           count(*)::int AS "totalPayments",
           count(*) FILTER (WHERE status = 'pending')::int AS "pendingPayments",
           count(*) FILTER (WHERE status = 'paid')::int AS "paidPayments",
           coalesce(sum(amount), 0)::text AS "totalAmount",
           coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0)::text AS "pendingAmount",
           coalesce(sum(amount) FILTER (WHERE status = 'paid'), 0)::text AS "paidAmount"
    FROM payments
    WHERE month >= ${start_month} AND month <= ${end_month}
    GROUP BY ROLLUP (month)`;

  const figures = (row: Row | undefined) => ({
    total_payments: row?.totalPayments ?? 0,
    pending_payments: row?.pendingPayments ?? 0,
    paid_payments: row?.paidPayments ?? 0,
    total_amount: euros(row?.totalAmount ?? 0),
    pending_amount: euros(row?.pendingAmount ?? 0),
    paid_amount: euros(row?.paidAmount ?? 0),
  });
  const byMonth = new Map(rows.filter((row) => row.month !== null).map((row) => [row.month!.trim(), row]));
  const totalsRow = rows.find((row) => row.month === null);
  const months: PaymentMonthStatistics[] = monthsFrom(start_month, end_month).map((month) => ({ month, ...figures(byMonth.get(month)) }));
  const average = new Prisma.Decimal(totalsRow?.totalAmount ?? 0).div(months.length).toDecimalPlaces(2);

  return { start_month, end_month, months, totals: figures(totalsRow), average_payment: euros(average) };
}
