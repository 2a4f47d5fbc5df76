import type { Prisma } from "@/generated/prisma/client";
import type { PaymentJson } from "@/lib/payment-json";

// A payment as the API shows it (spec section 3; the shape lives in src/lib/payment-json.ts).

export const paymentJsonSelect = {
  id: true,
  userId: true,
  month: true,
  amount: true,
  status: true,
  method: true,
  note: true,
  createdAt: true,
  paidAt: true,
  user: { select: { name: true, email: true } },
} satisfies Prisma.PaymentSelect;

type PaymentRow = Prisma.PaymentGetPayload<{ select: typeof paymentJsonSelect }>;

/** A stored decimal of euros as the API's number with 2 decimals. */
export const euros = (amount: Prisma.Decimal | string | number) => Number(Number(amount.toString()).toFixed(2));

export function toPaymentJson(payment: PaymentRow): PaymentJson {
  const amount = euros(payment.amount);
  return {
    id: payment.id,
    user_id: payment.userId,
    user_name: payment.user.name,
    user_email: payment.user.email,
    month: payment.month,
    amount,
    total_amount: amount,
    status: payment.status,
    method: payment.method,
    note: payment.note,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
  };
}

export const PAYMENT_NOT_FOUND = "Pagamento não encontrado.";
