import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { paymentJsonSelect, toPaymentJson } from "@/server/payments/payment-json";
import { paymentInstructions } from "@/server/payments/payment-instructions";

const byMemberName = (a: { user_name: string }, b: { user_name: string }) => a.user_name.localeCompare(b.user_name, "pt");

async function listPayments(where: Prisma.PaymentWhereInput, orderBy: Prisma.PaymentOrderByWithRelationInput[]) {
  const payments = await db.payment.findMany({ where, select: paymentJsonSelect, orderBy });
  return payments.map(toPaymentJson);
}

/** GET /api/payments?month: the month's payments, by member name. */
export async function listMonthPayments(month: string) {
  const payments = await listPayments({ month }, [{ id: "asc" }]);
  return { payments: payments.sort(byMemberName) };
}

/** GET /api/payments/pending: every pending payment, oldest month first (the trainer's badge). */
export async function listPendingPayments() {
  const payments = await listPayments({ status: "pending" }, [{ month: "asc" }, { id: "asc" }]);
  return { pending_payments: payments };
}

/** GET /api/payments/user (and user-pending): the member's own payments, newest month first. */
export async function listMemberPayments(userId: number, onlyPending: boolean) {
  const [payments, instructions] = await Promise.all([
    listPayments({ userId, ...(onlyPending ? { status: "pending" } : {}) }, [{ month: "desc" }]),
    paymentInstructions(),
  ]);
  return { payments, instructions };
}
