import { Prisma } from "@/generated/prisma/client";
import type { PaymentJson } from "@/lib/payment-json";
import { queryRows } from "@/server/db";
import { readThrough } from "@/server/read-cache";
import { PAYMENT_JSON_SQL } from "@/server/payments/payment-json";
import { sourceOf } from "@/server/payments/eupago/eupago-source";
import { toPaymentInstructions } from "@/server/payments/payment-instructions";

// The payment lists, each one statement straight to the driver (see db.ts) that answers the
// list already as the API's JSON (PAYMENT_JSON_SQL): on the trainer's and the members' payment
// screens, building a row per payment in Prisma cost more than the rest of the request.

const names = new Intl.Collator("pt");
const byMemberName = (a: PaymentJson, b: PaymentJson) => names.compare(a.user_name, b.user_name);

/** The payments matching `where` (on `p`), in `orderBy` order, as the API's JSON, in one array. */
const paymentsSql = (where: Prisma.Sql, orderBy: Prisma.Sql) =>
  Prisma.sql`SELECT coalesce(json_agg(${PAYMENT_JSON_SQL} ORDER BY ${orderBy}), '[]') AS payments
   FROM payments p JOIN users u ON u.id = p.user_id
   WHERE ${where}`;

/**
 * GET /api/payments?month: the month's payments, by member name. The trainer's lists are kept
 * while the club's data holds (read-cache.ts).
 */
export function listMonthPayments(month: string) {
  return readThrough(`payments ${month}`, ["payments", "members"], async () => {
    const [{ payments }] = await queryRows<{ payments: PaymentJson[] }>`${paymentsSql(Prisma.sql`p.month = ${month}`, Prisma.sql`p.id`)}`;
    return { payments: payments.sort(byMemberName) };
  });
}

/** GET /api/payments/pending: every pending payment, oldest month first (the trainer's badge). */
export function listPendingPayments() {
  return readThrough("payments pending", ["payments", "members"], async () => {
    const [{ payments }] = await queryRows<{ payments: PaymentJson[] }>`${paymentsSql(Prisma.sql`p.status = 'pending'`, Prisma.sql`p.month, p.id`)}`;
    return { pending_payments: payments };
  });
}

/** GET /api/payments/user (and user-pending): the member's own payments, newest month first, and how to pay. */
export async function listMemberPayments(userId: number, { onlyPending = false }: { onlyPending?: boolean } = {}) {
  const where = Prisma.sql`p.user_id = ${userId}${onlyPending ? Prisma.sql` AND p.status = 'pending'` : Prisma.empty}`;
  const [row] = await queryRows<{ payments: PaymentJson[]; iban: string | null; mbway: string | null; provider_key: string | null }>`
    SELECT (${paymentsSql(where, Prisma.sql`p.month DESC`)}) AS payments,
           (SELECT value FROM settings WHERE key = 'payment_iban') AS iban,
           (SELECT value FROM settings WHERE key = 'payment_mbway') AS mbway,
           (SELECT value FROM settings WHERE key = 'eupago_api_key') AS provider_key`;
  const online = sourceOf(row.provider_key ?? "") !== null;
  return { payments: row.payments, instructions: toPaymentInstructions(row.iban, row.mbway, online) };
}

/**
 * The trainer's home, 'Pagamentos para confirmar': the pending payments members said they paid
 * ('Já paguei'), the first told first. Kept while the club's data holds.
 */
export function listPaymentsToConfirm() {
  return readThrough("payments to confirm", ["payments", "members"], async () => {
    const [{ payments }] = await queryRows<{ payments: PaymentJson[] }>`${paymentsSql(
      Prisma.sql`p.status = 'pending' AND p.member_reported_at IS NOT NULL`,
      Prisma.sql`p.member_reported_at, p.id`,
    )}`;
    return { payments };
  });
}
