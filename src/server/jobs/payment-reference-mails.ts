import { db } from "@/server/db";
import type { MultibancoReferenceJson } from "@/lib/payment-json";
import { multibancoReferenceFor, referenceJson } from "@/server/payments/eupago/pay-online";
import { readEupagoSource } from "@/server/payments/eupago/eupago-source";
import { referenceKey, sendPendingPaymentNotices } from "@/server/payments/pending-payment-notices";

// The pending-payment mails that wait for their Multibanco reference (payment_reference_mails,
// written with the payments: pending-payment-notices.ts). Every minute (src/server/jobs/scheduler.ts):
// claims the due rows, asks the provider for each reference outside any transaction, then sends the
// mail and deletes its row in one transaction. A provider that fails is asked again two minutes
// later; after the third try the mail goes without a reference (the member can still ask for one
// in the app), so nobody waits for their mail on the provider.

const TRIES = 3;
const BATCH = 50;

export type ReferenceMailsResult = { sent: number; without_reference: number };

export async function sendPaymentReferenceMails(): Promise<ReferenceMailsResult | null> {
  // Claimed for two minutes: another instance skips them, and a failed try waits that long.
  const claimed = await db.$queryRaw<{ paymentId: number; attempts: number }[]>`
    UPDATE payment_reference_mails SET attempts = attempts + 1, next_try_at = now() + interval '2 minutes'
    WHERE payment_id IN (
      SELECT payment_id FROM payment_reference_mails WHERE next_try_at <= now()
      ORDER BY next_try_at, payment_id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING payment_id AS "paymentId", attempts`;
  if (claimed.length === 0) return null;
  const source = await readEupagoSource();
  const result: ReferenceMailsResult = { sent: 0, without_reference: 0 };
  for (const { paymentId, attempts } of claimed) {
    const payment = await db.payment.findUnique({
      where: { id: paymentId },
      select: { id: true, userId: true, month: true, amount: true, status: true, user: { select: { name: true, email: true } } },
    });
    let reference: MultibancoReferenceJson | null = null;
    if (payment?.status === "pending" && source) {
      try {
        reference = referenceJson(await multibancoReferenceFor(source, payment));
      } catch (error) {
        console.warn(`[ace] payment ${paymentId}: no Multibanco reference for its mail, try ${attempts} of ${TRIES} (${error instanceof Error ? error.message : error})`);
        if (attempts < TRIES) continue;
      }
    }
    const sent = await db.$transaction(async (tx) => {
      const { count } = await tx.paymentReferenceMail.deleteMany({ where: { paymentId } });
      // Paid or deleted meanwhile (the row went with it): no mail.
      const current = await tx.payment.findUnique({ where: { id: paymentId }, select: { status: true } });
      if (count === 0 || !payment || current?.status !== "pending") return false;
      const pending = { userId: payment.userId, month: payment.month, amount: payment.amount.toString(), user: payment.user };
      await sendPendingPaymentNotices(tx, [pending], new Map(reference ? [[referenceKey(pending), reference]] : []));
      return true;
    });
    if (sent) result[reference ? "sent" : "without_reference"]++;
  }
  return result;
}
