import type { PaymentDetailsJson } from "@/lib/payment-json";
import { db } from "@/server/db";
import type { Viewer } from "@/server/viewer";
import { NotFoundError } from "@/server/errors";
import { monthLessons } from "@/server/payments/month-lessons";
import { PAYMENT_NOT_FOUND, paymentJsonSelect, toPaymentJson } from "@/server/payments/payment-json";

/** GET /api/payments/details: a payment and its member's lessons that month. Members: their own only. */
export async function paymentDetails(viewer: Viewer, paymentId: number): Promise<PaymentDetailsJson> {
  const payment = await db.payment.findFirst({
    where: { id: paymentId, ...(viewer.role === "trainer" ? {} : { userId: viewer.id }) },
    select: paymentJsonSelect,
  });
  if (!payment) throw new NotFoundError(PAYMENT_NOT_FOUND);
  const lessons = await monthLessons([payment.userId], payment.month);
  return {
    payment: toPaymentJson(payment),
    details: lessons.map(({ date, start_time, end_time, animal_name }) => ({ date, start_time, end_time, animal_name })),
  };
}
