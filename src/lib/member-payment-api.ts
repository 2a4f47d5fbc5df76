import { apiFetch } from "@/lib/api-client";
import type { UserPendingPaymentsJson } from "@/lib/payment-json";

// A member's own payment calls (/api/payments/user...): the home screen's pending-payments card and the
// account page's payment history. The trainer's are in payment-api.ts.

/** The signed-in member's pending payments and the club's payment instructions. */
export function loadMyPendingPayments(): Promise<UserPendingPaymentsJson> {
  return apiFetch<UserPendingPaymentsJson>("/payments/user-pending");
}

/** The signed-in member's payments (every status, newest month first) and the instructions. */
export function loadMyPayments(): Promise<UserPendingPaymentsJson> {
  return apiFetch<UserPendingPaymentsJson>("/payments/user");
}
