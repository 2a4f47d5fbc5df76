"use client";

import { useCallback } from "react";
import { monthLabel } from "@/lib/calendar-labels";
import { loadMonthPayments, monthPaymentsCsvUrl } from "@/lib/payment-api";
import { SELECT_YEAR_AND_MONTH } from "@/lib/validations/payment-messages";
import { FormAlert } from "@/components/ui/form-alert";
import { CsvLink } from "./csv-link";
import { MonthPicker } from "./month-picker";
import { ManagedPayments } from "./managed-payments";
import { PaymentTotals } from "./payment-totals";
import { chosenMonth, type MonthChoice } from "./payments-query";
import { useLoaded } from "./use-loaded";

/** 'Gerir': the month's payments, to mark paid, correct, delete or look into. */
export function ManageTab({ month, onMonthChange }: { month: MonthChoice; onMonthChange: (month: MonthChoice) => void }) {
  const chosen = chosenMonth(month);
  return (
    <div className="space-y-5">
      <MonthPicker legend="Mês" value={month} onChange={onMonthChange} />
      {chosen ? <MonthPayments key={chosen} month={chosen} /> : <FormAlert message={SELECT_YEAR_AND_MONTH} />}
    </div>
  );
}

function MonthPayments({ month }: { month: string }) {
  const load = useCallback(() => loadMonthPayments(month), [month]);
  const { data: payments, error, reload } = useLoaded(load, "Erro ao carregar pagamentos");

  return (
    <section aria-labelledby="month-payments" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id="month-payments" className="text-lg font-semibold text-slate-900">
            Pagamentos de {monthLabel(month)}
          </h2>
          {payments && payments.length > 0 && <PaymentTotals payments={payments} />}
        </div>
        <CsvLink href={monthPaymentsCsvUrl(month)} fileName={`pagamentos-${month}.csv`} />
      </div>
      <ManagedPayments payments={payments} error={error} reload={reload} empty="Não há pagamentos neste mês." />
    </section>
  );
}
