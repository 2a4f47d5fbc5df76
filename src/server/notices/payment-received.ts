import { monthLabel } from "@/lib/calendar-labels";
import { formatEuros } from "@/lib/money";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@/lib/payment-json";
import type { SqlTx } from "@/server/db";
import { notify, type Recipient } from "@/server/notices/notify";

/**
 * The payment provider said a member's payment arrived (docs/rules.md, "Payments"): the member
 * is told once, in the transaction that marks it paid.
 */
export async function noticePaymentReceived(
  tx: SqlTx,
  member: Recipient,
  payment: { month: string; amount: string; method: PaymentMethod },
): Promise<void> {
  const line = `Recebemos o pagamento da mensalidade de ${monthLabel(payment.month)}: ${formatEuros(Number(payment.amount))}, por ${PAYMENT_METHOD_LABELS[payment.method]}.`;
  await notify(tx, member, { title: "Pagamento recebido", body: line, url: "/account", mail: [line, "Obrigado!"] });
}
