import { Prisma } from "@/generated/prisma/client";
import type { PaymentJson } from "@/lib/payment-json";
import { isoInstantSql } from "@/server/sql-json";

// A payment as the API shows it (the shape lives in src/lib/payment-json.ts).

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
  memberReportedAt: true,
  memberReportedMethod: true,
  memberReportedNote: true,
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
    member_reported_at: payment.memberReportedAt?.toISOString() ?? null,
    member_reported_method: payment.memberReportedMethod,
    member_reported_note: payment.memberReportedNote,
  };
}

/**
 * The same JSON as `toPaymentJson`, built by PostgreSQL (`p` a payment, `u` its member): the
 * payment lists send it straight through, parsed once by the driver. The amount stays a decimal
 * ('22.50'), which JSON parsing turns into the same number as `euros`; keys in the same order.
 * Two builders of one shape: payment-lists.integration.test.ts holds them byte for byte alike
 * (paid and unpaid, with and without method and note, awkward amounts, a last-millisecond instant).
 */
export const PAYMENT_JSON_SQL = Prisma.sql`json_build_object(
  'id', p.id, 'user_id', p.user_id, 'user_name', u.name, 'user_email', u.email, 'month', p.month,
  'amount', p.amount, 'total_amount', p.amount, 'status', p.status, 'method', p.method, 'note', p.note,
  'created_at', ${isoInstantSql("p.created_at")}, 'paid_at', ${isoInstantSql("p.paid_at")},
  'member_reported_at', ${isoInstantSql("p.member_reported_at")}, 'member_reported_method', p.member_reported_method,
  'member_reported_note', p.member_reported_note)`;

export const PAYMENT_NOT_FOUND = "Pagamento não encontrado.";
