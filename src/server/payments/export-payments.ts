import { monthLabel } from "@/lib/calendar-labels";
import { formatClub } from "@/lib/club-time";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "@/lib/payment-json";
import { shortDateLabel } from "@/lib/short-date-label";
import type { PaymentStatisticsQuery } from "@/lib/validations/payments";
import { csvAmount, csvResponse } from "@/server/csv/csv-response";
import { listMonthPayments } from "@/server/payments/list-payments";
import { paymentStatistics } from "@/server/payments/payment-statistics";

// The accountant's CSV files (docs/rules.md, "Payments"): internal records, never called 'Fatura' or 'Recibo'.
// Amounts go as csvAmount and counts as numbers, so only what members wrote is neutralised.

const dateOf = (instant: string | null) => (instant ? shortDateLabel(formatClub(new Date(instant), "yyyy-MM-dd")) : "");

/** GET /api/payments/export?month: the month's payments. */
export async function exportMonthPayments(month: string): Promise<Response> {
  const { payments } = await listMonthPayments(month);
  return csvResponse(
    `pagamentos-${month}`,
    ["Mês", "Aluno", "Email", "Valor (€)", "Estado", "Data de pagamento", "Método", "Nota"],
    payments.map((payment) => [
      monthLabel(payment.month),
      payment.user_name,
      payment.user_email,
      csvAmount(payment.amount),
      PAYMENT_STATUS_LABELS[payment.status],
      dateOf(payment.paid_at),
      payment.method ? PAYMENT_METHOD_LABELS[payment.method] : "",
      payment.note,
    ]),
  );
}

/** GET /api/payments/statistics/export?start_month&end_month: the period's months and totals. */
export async function exportPaymentStatistics(range: PaymentStatisticsQuery): Promise<Response> {
  const statistics = await paymentStatistics(range);
  const row = (label: string, figures: (typeof statistics)["totals"]) => [
    label,
    figures.total_payments,
    figures.paid_payments,
    figures.pending_payments,
    csvAmount(figures.total_amount),
    csvAmount(figures.paid_amount),
    csvAmount(figures.pending_amount),
  ];
  return csvResponse(
    `estatisticas-pagamentos-${range.start_month}-a-${range.end_month}`,
    ["Mês", "Pagamentos", "Pagos", "Pendentes", "Valor total (€)", "Valor pago (€)", "Valor pendente (€)"],
    [
      ...statistics.months.map((month) => row(monthLabel(month.month), month)),
      row("Total", statistics.totals),
      ["Pagamento médio por mês (€)", csvAmount(statistics.average_payment)],
    ],
  );
}
