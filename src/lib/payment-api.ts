import type {
  BookingsSummaryJson,
  FixedFeesJson,
  GenerateManyPaymentsJson,
  GeneratePaymentJson,
  PaymentDetailsJson,
  PaymentJson,
  PaymentListJson,
  PaymentStatisticsJson,
  PendingPaymentsJson,
} from "@/lib/payment-json";
import { apiFetch } from "@/lib/api-client";

// The browser's payment calls (/api/payments...) of the trainer's /payments screen
// and the payment details dialog; a member's own are in member-payment-api.ts, so that their
// screens do not download these. Marking a payment paid is in mark-paid-api.ts, with its dialog.

type Message = { message: string };
type PaymentUpdate = Message & { payment: PaymentJson };

/** A month's payments (trainer), by member name. */
export async function loadMonthPayments(month: string): Promise<PaymentJson[]> {
  return (await apiFetch<PaymentListJson>(`/payments?month=${encodeURIComponent(month)}`)).payments ?? [];
}

/** Every pending payment, oldest month first (trainer). */
export async function loadPendingPayments(): Promise<PaymentJson[]> {
  return (await apiFetch<PendingPaymentsJson>("/payments/pending")).pending_payments ?? [];
}

/** The members with lessons in a month, with what is already billed (trainer). */
export function loadBookingsSummary(month: string): Promise<BookingsSummaryJson> {
  return apiFetch<BookingsSummaryJson>(`/payments/bookings-summary?month=${encodeURIComponent(month)}`);
}

/** Bills a member for a month; no amount: their fixed monthly fee. */
export function generatePayment(body: { user_id: number; month: string; amount?: string }) {
  return apiFetch<GeneratePaymentJson>("/payments/generate", { method: "POST", body });
}

/** The month's bill: every line's payment, or none (a line no longer billable refuses them all). */
export function generateMonthPayments(month: string, payments: { user_id: number; amount: string }[]) {
  return apiFetch<GenerateManyPaymentsJson>("/payments/generate-many", { method: "POST", body: { month, payments } });
}

export function generateFixedMonthlyFees(month: string) {
  return apiFetch<FixedFeesJson>("/payments/generate-fixed-monthly-fees", { method: "POST", body: { month } });
}

export function updatePaymentAmount(paymentId: number, amount: string) {
  return apiFetch<PaymentUpdate>("/payments/update-amount", { method: "PUT", body: { payment_id: paymentId, amount } });
}

export function deletePayment(paymentId: number) {
  return apiFetch<Message>("/payments", { method: "DELETE", body: { payment_id: paymentId } });
}

/** A payment and the lessons of its member in its month (trainer, or the member for their own). */
export function loadPaymentDetails(paymentId: number): Promise<PaymentDetailsJson> {
  return apiFetch<PaymentDetailsJson>(`/payments/details?payment_id=${paymentId}`);
}

export function loadPaymentStatistics(startMonth: string, endMonth: string): Promise<PaymentStatisticsJson> {
  const query = new URLSearchParams({ start_month: startMonth, end_month: endMonth });
  return apiFetch<PaymentStatisticsJson>(`/payments/statistics?${query}`);
}

/** The CSV downloads (trainer): plain links, the browser keeps the session cookie. */
export function monthPaymentsCsvUrl(month: string): string {
  return `/api/payments/export?${new URLSearchParams({ month })}`;
}

export function paymentStatisticsCsvUrl(startMonth: string, endMonth: string): string {
  return `/api/payments/statistics/export?${new URLSearchParams({ start_month: startMonth, end_month: endMonth })}`;
}
