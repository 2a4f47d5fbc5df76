import { monthLabel } from "@/lib/calendar-labels";
import { now } from "@/lib/club-time";
import { countLabel } from "@/lib/plural";
import { db, type Tx } from "@/server/db";
import { noticePendingPayments } from "@/server/payments/pending-payment-notices";

export type FixedFeesResult = { success: true; message: string; created: number; skipped: number };

/**
 * POST /api/payments/generate-fixed-monthly-fees, and the monthly job: the month's payment for
 * every active member with a fixed fee who has none yet. One INSERT ... ON CONFLICT DO NOTHING, so
 * simultaneous runs create each payment once; `skipped` counts the fixed-fee members already billed.
 */
export async function generateFixedMonthlyFees(month: string, trainerId: number | null): Promise<FixedFeesResult> {
  return db.$transaction((tx) => generateFixedMonthlyFeesIn(tx, month, trainerId));
}

export async function generateFixedMonthlyFeesIn(tx: Tx, month: string, trainerId: number | null): Promise<FixedFeesResult> {
  const at = now();
  const created = await tx.$queryRaw<{ userId: number; amount: string; status: string; name: string; email: string }[]>`
    WITH inserted AS (
      INSERT INTO payments (user_id, month, amount, status, paid_at, paid_by_id)
      SELECT u.id, ${month}, u.monthly_fee_amount,
             CASE WHEN u.monthly_fee_amount = 0 THEN 'paid' ELSE 'pending' END::"PaymentStatus",
             CASE WHEN u.monthly_fee_amount = 0 THEN ${at}::timestamptz END,
             CASE WHEN u.monthly_fee_amount = 0 THEN ${trainerId}::integer END
      FROM users u
      WHERE u.has_fixed_monthly_fee AND u.is_active AND u.approved_at IS NOT NULL
        AND u.role IN ('student', 'external')
      ORDER BY u.id
      ON CONFLICT (user_id, month) DO NOTHING
      RETURNING user_id, amount, status)
    SELECT i.user_id AS "userId", i.amount::text AS amount, i.status::text AS status, u.name, u.email
    FROM inserted i JOIN users u ON u.id = i.user_id`;
  const [{ eligible }] = await tx.$queryRaw<{ eligible: number }[]>`
    SELECT count(*)::int AS eligible FROM users u
    WHERE u.has_fixed_monthly_fee AND u.is_active AND u.approved_at IS NOT NULL AND u.role IN ('student', 'external')`;

  await noticePendingPayments(
    tx,
    created.filter((row) => row.status === "pending").map((row) => ({ ...row, month, user: { name: row.name, email: row.email } })),
  );
  const skipped = Math.max(eligible - created.length, 0);
  return {
    success: true,
    message: `Mensalidades fixas de ${monthLabel(month)}: ${countLabel(created.length, { one: "criada", other: "criadas" })}, ${countLabel(skipped, { one: "ignorada por já existir", other: "ignoradas por já existirem" })}.`,
    created: created.length,
    skipped,
  };
}
