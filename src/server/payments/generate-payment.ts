import { Prisma } from "@/generated/prisma/client";
import { monthLabel } from "@/lib/calendar-labels";
import { now } from "@/lib/club-time";
import type { GeneratePaymentBody } from "@/lib/validations/payments";
import { db } from "@/server/db";
import { ConflictError, InvalidInputError, NotFoundError } from "@/server/errors";
import { noticePendingPayments } from "@/server/payments/pending-payment-notices";
import { paymentJsonSelect, toPaymentJson } from "@/server/payments/payment-json";

export const MEMBER_NOT_FOUND = "Aluno não encontrado.";
export const ONLY_MEMBERS_PAY = "Só alunos e alunos externos aprovados têm mensalidades.";
export const AMOUNT_REQUIRED = "Indique o valor da mensalidade.";
export const alreadyBilled = (month: string) => `Este aluno já tem um pagamento de ${monthLabel(month)}.`;

/**
 * POST /api/payments/generate: the member's payment for a month. Without an amount, the member's
 * fixed monthly fee. A zero amount is recorded as paid at once; a pending one mails the member.
 * One payment per member and month, held by the database: of simultaneous attempts one wins.
 */
export async function generatePayment(trainerId: number, input: GeneratePaymentBody) {
  try {
    const payment = await db.$transaction(async (tx) => {
      const member = await tx.user.findFirst({
        where: { id: input.user_id, approvedAt: { not: null } },
        select: { role: true, hasFixedMonthlyFee: true, monthlyFeeAmount: true },
      });
      if (!member) throw new NotFoundError(MEMBER_NOT_FOUND);
      if (member.role !== "student" && member.role !== "external") throw new InvalidInputError(ONLY_MEMBERS_PAY);

      const amount = input.amount ?? (member.hasFixedMonthlyFee ? member.monthlyFeeAmount.toString() : undefined);
      if (amount === undefined) throw new InvalidInputError(AMOUNT_REQUIRED);
      const free = new Prisma.Decimal(amount).isZero();

      const created = await tx.payment.create({
        data: {
          userId: input.user_id,
          month: input.month,
          amount,
          ...(free ? { status: "paid", paidAt: now(), paidById: trainerId } : {}),
        },
        select: paymentJsonSelect,
      });
      if (!free) await noticePendingPayments(tx, [{ ...created, amount: created.amount.toString() }]);
      return created;
    });
    return { success: true as const, message: "Pagamento gerado com sucesso!", payment_id: payment.id, payment: toPaymentJson(payment) };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new ConflictError(alreadyBilled(input.month));
    throw error;
  }
}
