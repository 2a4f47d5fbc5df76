import type { MultibancoReferenceJson } from "@/lib/payment-json";
import type { Tx } from "@/server/db";
import { noticePaymentPending } from "@/server/notices/payment-pending";
import { readEupagoSourceIn } from "@/server/payments/eupago/eupago-source";
import { monthLessons, type MonthLesson } from "@/server/payments/month-lessons";
import { paymentInstructions } from "@/server/payments/payment-instructions";

type PendingPayment = { userId: number; month: string; amount: string; user: { name: string; email: string } };

/**
 * Tells each member of their new pending payment (notices/payment-pending.ts): month, amount, the
 * month's lessons and how to pay. Inside the transaction that creates the payments. With a payment
 * provider set, the mail carries the payment's Multibanco reference, which the provider is asked
 * for outside the transaction: the payments are queued (payment_reference_mails) and the mail
 * leaves within the minute (jobs/payment-reference-mails.ts).
 */
export async function noticePendingPayments(tx: Tx, payments: PendingPayment[]): Promise<void> {
  if (payments.length === 0) return;
  if (await readEupagoSourceIn(tx)) {
    await tx.$executeRaw`
      INSERT INTO payment_reference_mails (payment_id)
      SELECT p.id FROM payments p
      JOIN unnest(${payments.map((p) => p.userId)}::int[], ${payments.map((p) => p.month)}::text[]) AS new (user_id, month)
        ON p.user_id = new.user_id AND p.month = new.month
      ON CONFLICT (payment_id) DO NOTHING`;
    return;
  }
  await sendPendingPaymentNotices(tx, payments);
}

/**
 * The mails themselves, each with its payment's Multibanco reference when there is one (keyed by
 * `referenceKey`). A fixed number of queries.
 */
export async function sendPendingPaymentNotices(
  tx: Tx,
  payments: PendingPayment[],
  references: ReadonlyMap<string, MultibancoReferenceJson> = new Map(),
): Promise<void> {
  const months = [...new Set(payments.map((payment) => payment.month))];
  // One after the other: a transaction's connection runs one query at a time (pg 9 refuses more).
  const instructions = await paymentInstructions(tx);
  const lessons: MonthLesson[] = [];
  for (const month of months) {
    lessons.push(...(await monthLessons(payments.filter((p) => p.month === month).map((p) => p.userId), month, tx)));
  }

  for (const payment of payments) {
    const own = lessons.filter((lesson) => lesson.user_id === payment.userId && lesson.date.startsWith(payment.month));
    const member = { id: payment.userId, ...payment.user };
    const reference = references.get(referenceKey(payment)) ?? null;
    await noticePaymentPending(tx, member, { month: payment.month, amount: payment.amount, lessons: own, instructions, reference });
  }
}

export const referenceKey = (payment: { userId: number; month: string }) => `${payment.userId} ${payment.month}`;
