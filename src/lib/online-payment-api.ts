import { apiFetch } from "@/lib/api-client";
import type { MbwayRequestJson, MultibancoReferenceJson } from "@/lib/payment-json";

// Paying a pending payment in the app through the club's payment provider (docs/rules.md,
// "Payments"), apart from member-payment-api.ts: only the MB WAY and Multibanco dialogs call it,
// and they load when opened. Plain calls, not retry-safe writes: a provider that did not answer
// is said at once (503), and asking for the reference again answers the same one.

/** Asks the provider to send the payment's request to the MB WAY app of `phone`. */
export function requestMbwayPayment(paymentId: number, phone: string): Promise<MbwayRequestJson> {
  return apiFetch<MbwayRequestJson>(`/payments/${paymentId}/mbway`, { method: "POST", body: { phone } });
}

/** The payment's Multibanco reference (the same one however often it is asked). */
export function requestMultibancoReference(paymentId: number): Promise<MultibancoReferenceJson> {
  return apiFetch<MultibancoReferenceJson>(`/payments/${paymentId}/multibanco`, { method: "POST" });
}

/** The signed-in member's phone as stored ('+351912345678'), to prefill the MB WAY request; null when none. */
export async function loadMyPhone(): Promise<string | null> {
  const { user } = await apiFetch<{ user: { phone: string | null } }>("/auth/me");
  return user.phone;
}
