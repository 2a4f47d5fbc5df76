import { monthLabel } from "@/lib/calendar-labels";
import type { FixedFeesJson } from "@/lib/payment-json";
import { clubMonthBounds, now } from "@/lib/club-time";
import { countLabel, plural } from "@/lib/plural";
import { db, type Tx } from "@/server/db";
import { fixedFeeForMonthSql, isMonthClosed } from "@/server/payments/fixed-fee-share";
import { noticePendingPayments } from "@/server/payments/pending-payment-notices";

/** The answer of the run: the API's JSON (src/lib/payment-json.ts). */
export type FixedFeesResult = FixedFeesJson;

/**
 * POST /api/payments/generate-fixed-monthly-fees, and the monthly job: the month's payment for
 * every active member with a fixed fee who has none yet and was a member by the month's last day
 * (docs/rules.md, "Payments": approved before the next month began, club time). One INSERT ...
 * ON CONFLICT DO NOTHING, so simultaneous runs create each payment once; `skipped` counts the
 * fixed-fee members of the month already billed, `not_yet_members` those approved after it.
 * A member approved during the month is billed a share of the fee (fixed-fee-share.ts); a month
 * every day of which is closed bills none.
 */
export async function generateFixedMonthlyFees(month: string, trainerId: number | null): Promise<FixedFeesResult> {
  return db.$transaction((tx) => generateFixedMonthlyFeesIn(tx, month, trainerId));
}

export async function generateFixedMonthlyFeesIn(tx: Tx, month: string, trainerId: number | null): Promise<FixedFeesResult> {
  const at = now();
  if (await isMonthClosed(tx, month)) {
    return { success: true, message: closedMonthMessage(month), created: 0, skipped: 0, not_yet_members: 0, closed_month: true };
  }
  // A member from the trainer's approval: before it the account could not sign in, book or be billed.
  const memberBefore = clubMonthBounds(month).to;
  const created = await tx.$queryRaw<{ userId: number; amount: string; status: string; name: string; email: string }[]>`
    WITH inserted AS (
      INSERT INTO payments (user_id, month, amount, status, paid_at, paid_by_id)
      SELECT u.id, ${month}, ${fixedFeeForMonthSql(month)},
             CASE WHEN u.monthly_fee_amount = 0 THEN 'paid' ELSE 'pending' END::"PaymentStatus",
             CASE WHEN u.monthly_fee_amount = 0 THEN ${at}::timestamptz END,
             CASE WHEN u.monthly_fee_amount = 0 THEN ${trainerId}::integer END
      FROM users u
      WHERE u.has_fixed_monthly_fee AND u.is_active AND u.approved_at < ${memberBefore}::timestamptz
        AND u.role IN ('student', 'external')
      ORDER BY u.id
      ON CONFLICT (user_id, month) DO NOTHING
      RETURNING user_id, amount, status)
    SELECT i.user_id AS "userId", i.amount::text AS amount, i.status::text AS status, u.name, u.email
    FROM inserted i JOIN users u ON u.id = i.user_id`;
  const [{ members, later }] = await tx.$queryRaw<{ members: number; later: number }[]>`
    SELECT count(*) FILTER (WHERE u.approved_at < ${memberBefore}::timestamptz)::int AS members,
           count(*) FILTER (WHERE u.approved_at >= ${memberBefore}::timestamptz)::int AS later
    FROM users u
    WHERE u.has_fixed_monthly_fee AND u.is_active AND u.approved_at IS NOT NULL AND u.role IN ('student', 'external')`;

  await noticePendingPayments(
    tx,
    created.filter((row) => row.status === "pending").map((row) => ({ ...row, month, user: { name: row.name, email: row.email } })),
  );
  const skipped = Math.max(members - created.length, 0);
  return {
    success: true,
    message: fixedFeesMessage(month, created.length, skipped, later),
    created: created.length,
    skipped,
    not_yet_members: later,
    closed_month: false,
  };
}

function closedMonthMessage(month: string): string {
  return `${monthLabel(month)} está encerrado em todos os dias: nenhuma mensalidade fixa foi gerada. Pode cobrar um aluno à mão, se for preciso.`;
}

function fixedFeesMessage(month: string, created: number, skipped: number, later: number): string {
  const label = monthLabel(month);
  const billed = `Mensalidades fixas de ${label}: ${countLabel(created, { one: "criada", other: "criadas" })}, ${countLabel(skipped, { one: "ignorada por já existir", other: "ignoradas por já existirem" })}.`;
  if (later === 0) return billed;
  const who = countLabel(later, { one: "aluno aprovado", other: "alunos aprovados" });
  const notMembers = `${who} depois de ${label} não ${plural(later, { one: "foi cobrado", other: "foram cobrados" })}.`;
  return `${billed} ${notMembers}`;
}
