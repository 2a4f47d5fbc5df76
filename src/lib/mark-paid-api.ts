import { idempotentWrite } from "@/lib/idempotent-write";
import type { PaymentJson, PaymentMethod } from "@/lib/payment-json";

// Marking a payment paid, apart from payment-api.ts: only the mark-paid dialog calls it, and the
// dialog loads when it opens, so the payments screen's first load carries neither this nor the
// retry-safe write (docs/performance.md, "JavaScript per screen").

/** Marks a pending payment paid, once however often a poor network makes the phone send it. */
export function markPaymentPaid(paymentId: number, method: PaymentMethod | null, note: string | null) {
  return idempotentWrite<{ message: string; payment: PaymentJson }>("/payments/mark-paid", {
    method: "PUT",
    body: { payment_id: paymentId, method, note },
  });
}
