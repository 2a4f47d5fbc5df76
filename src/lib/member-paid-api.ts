import { idempotentWrite } from "@/lib/idempotent-write";
import type { MemberReportedMethod, PaymentJson } from "@/lib/payment-json";

// 'Já paguei' (docs/rules.md, "Payments"), apart from member-payment-api.ts: only its dialog calls
// it, and the dialog loads when it opens, so home's first load carries neither this nor the
// retry-safe write.

/** Tells the club the member paid a pending payment by hand, once however often a poor network sends it. */
export function reportMemberPayment(paymentId: number, method: MemberReportedMethod, note: string | null) {
  return idempotentWrite<PaymentJson>(`/payments/${paymentId}/member-paid`, { method: "POST", body: { method, note } });
}
