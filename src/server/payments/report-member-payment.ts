import { now } from "@/lib/club-time";
import type { MemberPaidBody } from "@/lib/validations/payments";
import { db } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";
import { PAYMENT_NOT_FOUND, paymentJsonSelect, toPaymentJson } from "@/server/payments/payment-json";

export const ALREADY_PAID_BY_MEMBER = "Este pagamento já está registado como pago: não precisa de o indicar.";

/**
 * POST /api/payments/{id}/member-paid, 'Já paguei' (docs/rules.md, "Payments"): the member says
 * they paid their own pending payment by hand. Kept on the payment for the trainer to confirm;
 * it stays pending. A second report replaces how and the note and keeps the first time. Another
 * member's payment is not found, as an unknown one.
 */
export async function reportMemberPayment(memberId: number, paymentId: number, input: MemberPaidBody) {
  return db.$transaction(async (tx) => {
    // Conditional update: a payment the trainer marks paid at the same moment is either reported
    // before (and stays paid) or found paid here.
    const count = await tx.$executeRaw`
      UPDATE payments
         SET member_reported_at = coalesce(member_reported_at, ${now()}),
             member_reported_method = ${input.method}::"PaymentMethod",
             member_reported_note = ${input.note}
       WHERE id = ${paymentId} AND user_id = ${memberId} AND status = 'pending'`;
    const payment = await tx.payment.findFirst({ where: { id: paymentId, userId: memberId }, select: paymentJsonSelect });
    if (!payment) throw new NotFoundError(PAYMENT_NOT_FOUND);
    if (count === 0) throw new ConflictError(ALREADY_PAID_BY_MEMBER);
    return toPaymentJson(payment);
  });
}
