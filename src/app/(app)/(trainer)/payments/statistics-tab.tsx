"use client";

import { useCallback, useState } from "react";
import { monthLabel } from "@/lib/calendar-labels";
import { formatEuros } from "@/lib/money";
import { loadPaymentStatistics, paymentStatisticsCsvUrl } from "@/lib/payment-api";
import { paymentCountLabel } from "@/lib/payment-labels";
import { countLabel } from "@/lib/plural";
import { SELECT_FULL_PERIOD, statisticsQuerySchema } from "@/lib/validations/payments";
import { FormAlert } from "@/components/ui/form-alert";
import { CsvLink } from "./csv-link";
import { MonthPicker } from "./month-picker";
import { chosenMonth, currentMonthChoice } from "./payments-query";
import { PaymentStatisticsTable } from "./payment-statistics-table";
import { useLoaded } from "./use-loaded";

/** 'Estatísticas': a period's payments month by month, with totals and the average per month. */
export function StatisticsTab() {
  // The last 12 months, this one included.
  const [start, setStart] = useState(() => currentMonthChoice(-11));
  const [end, setEnd] = useState(() => currentMonthChoice());
  const startMonth = chosenMonth(start);
  const endMonth = chosenMonth(end);
  const range = startMonth && endMonth ? statisticsQuerySchema.safeParse({ start_month: startMonth, end_month: endMonth }) : null;
  const problem = !range ? SELECT_FULL_PERIOD : range.success ? null : (range.error.issues[0]?.message ?? SELECT_FULL_PERIOD);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row">
          <MonthPicker legend="Início" showLegend value={start} onChange={setStart} />
          <MonthPicker legend="Fim" showLegend value={end} onChange={setEnd} />
        </div>
        {!problem && startMonth && endMonth && (
          <CsvLink href={paymentStatisticsCsvUrl(startMonth, endMonth)} fileName={`estatisticas-pagamentos-${startMonth}-${endMonth}.csv`} />
        )}
      </div>
      {problem || !startMonth || !endMonth ? (
        <FormAlert message={problem} />
      ) : (
        <PeriodStatistics key={`${startMonth}_${endMonth}`} startMonth={startMonth} endMonth={endMonth} />
      )}
    </div>
  );
}

function PeriodStatistics({ startMonth, endMonth }: { startMonth: string; endMonth: string }) {
  const load = useCallback(() => loadPaymentStatistics(startMonth, endMonth), [startMonth, endMonth]);
  const { data: statistics, error } = useLoaded(load, "Erro ao carregar estatísticas");

  if (error) return <FormAlert message={error} />;
  if (!statistics) {
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-600">
        A carregar estatísticas...
      </p>
    );
  }
  const { totals } = statistics;
  const period = startMonth === endMonth ? monthLabel(startMonth) : `${monthLabel(startMonth)} a ${monthLabel(endMonth)}`;
  return (
    <section aria-label={`Estatísticas de pagamentos: ${period}`} className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Valor total" value={formatEuros(totals.total_amount)} detail={paymentCountLabel(totals.total_payments)} />
        <Figure label="Recebido" value={formatEuros(totals.paid_amount)} detail={countLabel(totals.paid_payments, { one: "pago", other: "pagos" })} tone="text-green-800" />
        <Figure
          label="Por receber"
          value={formatEuros(totals.pending_amount)}
          detail={countLabel(totals.pending_payments, { one: "pendente", other: "pendentes" })}
          tone="text-amber-800"
        />
        <Figure label="Média mensal" value={formatEuros(statistics.average_payment)} detail={countLabel(statistics.months.length, { one: "mês", other: "meses" })} />
      </dl>
      <PaymentStatisticsTable statistics={statistics} caption={`Pagamentos por mês, ${period}`} />
    </section>
  );
}

function Figure({ label, value, detail, tone = "text-slate-900" }: { label: string; value: string; detail: string; tone?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`mt-1 text-xl font-bold tabular-nums ${tone}`}>{value}</dd>
      <dd className="text-xs text-slate-500">{detail}</dd>
    </div>
  );
}
