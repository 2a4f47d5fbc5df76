import { monthLabel } from "@/lib/calendar-labels";
import { formatEuros } from "@/lib/money";
import { shortDateLabel } from "@/lib/short-date-label";
import { config } from "@/server/config";
import type { Tx } from "@/server/db";
import { enqueueEmail } from "@/server/mail/enqueue-email";
import { monthLessons, type MonthLesson } from "@/server/payments/month-lessons";
import { paymentInstructionLines, paymentInstructions } from "@/server/payments/payment-instructions";

type PendingPayment = { userId: number; month: string; amount: string; user: { name: string; email: string } };

/**
 * Mails each member their new pending payment (docs/rules.md, "Notices"): month, amount, the month's lessons
 * and how to pay. Inside the transaction that creates the payments; a fixed number of queries.
 */
export async function enqueuePendingPaymentMails(tx: Tx, payments: PendingPayment[]): Promise<void> {
  if (payments.length === 0) return;
  const months = [...new Set(payments.map((payment) => payment.month))];
  // One after the other: a transaction's connection runs one query at a time (pg 9 refuses more).
  const instructions = await paymentInstructions(tx);
  const lessons: MonthLesson[] = [];
  for (const month of months) {
    lessons.push(...(await monthLessons(payments.filter((p) => p.month === month).map((p) => p.userId), month, tx)));
  }

  for (const payment of payments) {
    const month = monthLabel(payment.month);
    const own = lessons.filter((lesson) => lesson.user_id === payment.userId && lesson.date.startsWith(payment.month));
    await enqueueEmail(tx, {
      to: payment.user.email,
      subject: `ACE - Mensalidade de ${month}`,
      body: [
        `Olá ${payment.user.name},`,
        "",
        `Tem uma mensalidade pendente: ${month}, no valor de ${formatEuros(Number(payment.amount))}.`,
        "",
        own.length ? `Aulas de ${month}:` : `Não tem aulas registadas em ${month}.`,
        ...own.map((lesson) => `  - ${shortDateLabel(lesson.date)}, ${lesson.start_time} - ${lesson.end_time}, ${lesson.animal_name}`),
        "",
        ...paymentInstructionLines(instructions),
        "",
        `Pode consultar os seus pagamentos em ${config().appUrl}/account.`,
      ].join("\n"),
    });
  }
}
