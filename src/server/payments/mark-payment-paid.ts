import { now } from "@/lib/club-time";
import type { MarkPaidBody } from "@/lib/validations/payments";
import { db } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";
import { PAYMENT_NOT_FOUND, paymentJsonSelect, toPaymentJson } from "@/server/payments/payment-json";

export const ALREADY_PAID = "Este pagamento já está marcado como pago.";

/** PUT /api/payments/mark-paid: pending -> paid, keeping how, a note, who and when. Mails nothing. */
export async function markPaymentPaid(trainerId: number, input: MarkPaidBody) {
  return db.$transaction(async (tx) => {
    // Conditional update: of two simultaneous marks, one changes the row, the other finds it paid.
    const { count } = await tx.payment.updateMany({
      where: { id: input.payment_id, status: "pending" },
      data: { status: "paid", paidAt: now(), method: input.method, note: input.note, paidById: trainerId },
    });
    const payment = await tx.payment.findUnique({ where: { id: input.payment_id }, select: paymentJsonSelect });
    if (!payment) throw new NotFoundError(PAYMENT_NOT_FOUND);
    if (count === 0) throw new ConflictError(ALREADY_PAID);
    return { message: "Pagamento marcado como pago!", payment: toPaymentJson(payment) };
  });
}
