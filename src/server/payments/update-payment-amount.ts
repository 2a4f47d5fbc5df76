import { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";
import { PAYMENT_NOT_FOUND, paymentJsonSelect, toPaymentJson } from "@/server/payments/payment-json";

export const PAID_AMOUNT_FIXED = "Não é possível alterar o valor de um pagamento já pago.";

/**
 * PUT /api/payments/update-amount: a pending payment's amount. A paid one keeps its amount (409).
 * Setting it to zero settles it, as a zero amount is paid at once.
 */
export async function updatePaymentAmount(trainerId: number, input: { payment_id: number; amount: string }) {
  const free = new Prisma.Decimal(input.amount).isZero();
  return db.$transaction(async (tx) => {
    const { count } = await tx.payment.updateMany({
      where: { id: input.payment_id, status: "pending" },
      data: { amount: input.amount, ...(free ? { status: "paid", paidAt: now(), paidById: trainerId } : {}) },
    });
    const payment = await tx.payment.findUnique({ where: { id: input.payment_id }, select: paymentJsonSelect });
    if (!payment) throw new NotFoundError(PAYMENT_NOT_FOUND);
    if (count === 0) throw new ConflictError(PAID_AMOUNT_FIXED);
    return { message: "Valor do pagamento atualizado com sucesso!", payment: toPaymentJson(payment) };
  });
}
