import type { PaymentJson } from "@/lib/payment-json";
import { PAYMENT_METHOD_LABELS } from "@/lib/payment-json";
import { formatClub } from "@/lib/club-time";
import { countLabel, plural } from "@/lib/plural";

// How a payment's facts read on the payments screens, the home card and the account page.

/** The day a payment was marked paid, on the club's calendar: '23/11/2026'. */
export function paidDateLabel(paidAt: string): string {
  return formatClub(new Date(paidAt), "dd/MM/yyyy");
}

/** 'Pago em 23/11/2026 (MB WAY)', or null while the payment is pending. */
export function paidLabel(payment: Pick<PaymentJson, "status" | "paid_at" | "method">): string | null {
  if (payment.status !== "paid") return null;
  const date = payment.paid_at ? ` em ${paidDateLabel(payment.paid_at)}` : "";
  const method = payment.method ? ` (${PAYMENT_METHOD_LABELS[payment.method]})` : "";
  return `Pago${date}${method}`;
}

/** 'Já paguei' told: 'Indicou o pagamento a 23/11/2026; aguarda a confirmação do treinador.' */
export function memberReportedLabel(reportedAt: string): string {
  return `Indicou o pagamento a ${paidDateLabel(reportedAt)}; aguarda a confirmação do treinador.`;
}

/** The MB WAY request sent: 'Aceite o pagamento na app MB WAY nos próximos 4 minutos.' */
export function mbwayWaitingLabel(minutes: number): string {
  const within = plural(minutes, { one: "no próximo minuto", other: `nos próximos ${countLabel(minutes, { one: "minuto", other: "minutos" })}` });
  return `Aceite o pagamento na app MB WAY ${within}.`;
}

/** '1 aula', '3 aulas'. */
export function lessonCountLabel(count: number): string {
  return countLabel(count, { one: "aula", other: "aulas" });
}

/** '1 pagamento', '3 pagamentos'. */
export function paymentCountLabel(count: number): string {
  return countLabel(count, { one: "pagamento", other: "pagamentos" });
}

/** The sum of euro amounts, counted in cents so that 0.10 + 0.20 is 0.30. */
export function sumEuros(amounts: readonly number[]): number {
  return amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
}
