import { monthLabel } from "@/lib/calendar-labels";
import { formatEuros } from "@/lib/money";
import { referenceForDisplay } from "@/lib/multibanco";
import type { MultibancoReferenceJson, PaymentInstructionsJson } from "@/lib/payment-json";
import { shortDateLabel } from "@/lib/short-date-label";
import type { SqlTx } from "@/server/db";
import { absoluteUrl, notify, type Recipient } from "@/server/notices/notify";

/** A lesson of the payment's month, as src/server/payments/month-lessons.ts reads it. */
type MonthLesson = { date: string; start_time: string; end_time: string; animal_name: string };

/**
 * A pending payment was generated for a member (by hand or by the monthly job; docs/rules.md,
 * "Payments"): the month, the amount, the month's lessons and how to pay. Always sent. Call it in
 * the transaction that creates the payment.
 */
export async function noticePaymentPending(
  tx: SqlTx,
  member: Recipient,
  payment: {
    month: string;
    amount: string;
    lessons: readonly MonthLesson[];
    instructions: PaymentInstructionsJson;
    /** The payment's Multibanco reference (a payment provider is set), else null. */
    reference: MultibancoReferenceJson | null;
  },
): Promise<void> {
  const month = monthLabel(payment.month);
  const amount = formatEuros(Number(payment.amount));
  await notify(tx, member, {
    title: `Mensalidade de ${month}`,
    body: `Tem uma mensalidade pendente: ${month}, no valor de ${amount}.`,
    url: "/account",
    mail: [
      `Tem uma mensalidade pendente: ${month}, no valor de ${amount}.`,
      "",
      payment.lessons.length ? `Aulas de ${month}:` : `Não tem aulas registadas em ${month}.`,
      ...payment.lessons.map((lesson) => `  - ${shortDateLabel(lesson.date)}, ${lesson.start_time} - ${lesson.end_time}, ${lesson.animal_name}`),
      "",
      ...howToPay(payment.instructions, payment.reference),
      "",
      `Pode consultar os seus pagamentos em ${absoluteUrl("/account")}.`,
    ],
    linkLine: false,
  });
}

function howToPay({ iban, mbway, online }: PaymentInstructionsJson, reference: MultibancoReferenceJson | null): string[] {
  const atTheClub = [
    ...(iban ? [`  - Transferência bancária para o IBAN ${iban}`] : []),
    ...(mbway ? [`  - MB WAY para o número ${mbway}`] : []),
  ];
  const inTheApp = [
    ...(reference
      ? [`  - Multibanco: entidade ${reference.entity}, referência ${referenceForDisplay(reference.reference)}, valor ${formatEuros(Number(reference.amount))}`]
      : []),
    ...(online ? [`  - Na aplicação, com MB WAY ou uma referência Multibanco: ${absoluteUrl("/account")}`] : []),
  ];
  if (atTheClub.length + inTheApp.length === 0) return ["Contacte o treinador para saber como pagar."];
  return ["Como pagar:", ...inTheApp, ...atTheClub];
}
