import type { Tx } from "@/server/db";
import { noticePaymentPending } from "@/server/notices/payment-pending";
import { monthLessons, type MonthLesson } from "@/server/payments/month-lessons";
import { paymentInstructions } from "@/server/payments/payment-instructions";

type PendingPayment = { userId: number; month: string; amount: string; user: { name: string; email: string } };

/**
 * Tells each member of their new pending payment (notices/payment-pending.ts): month, amount, the
 * month's lessons and how to pay. Inside the transaction that creates the payments; a fixed number
 * of queries.
 */
export async function noticePendingPayments(tx: Tx, payments: PendingPayment[]): Promise<void> {
  if (payments.length === 0) return;
  const months = [...new Set(payments.map((payment) => payment.month))];
  // One after the other: a transaction's connection runs one query at a time (pg 9 refuses more).
  const instructions = await paymentInstructions(tx);
  const lessons: MonthLesson[] = [];
  for (const month of months) {
    lessons.push(...(await monthLessons(payments.filter((p) => p.month === month).map((p) => p.userId), month, tx)));
  }

  for (const payment of payments) {
    const own = lessons.filter((lesson) => lesson.user_id === payment.userId && lesson.date.startsWith(payment.month));
    const member = { id: payment.userId, ...payment.user };
    await noticePaymentPending(tx, member, { month: payment.month, amount: payment.amount, lessons: own, instructions });
  }
}
