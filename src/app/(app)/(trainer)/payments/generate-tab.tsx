"use client";

import { useCallback, useState } from "react";
import { monthLabel } from "@/lib/calendar-labels";
import { amountFieldText, formatEuros, LARGE_AMOUNT } from "@/lib/money";
import { generateFixedMonthlyFees, generatePayment, loadBookingsSummary } from "@/lib/payment-api";
import type { BookingsSummaryEntry } from "@/lib/payment-json";
import { SELECT_YEAR_AND_MONTH } from "@/lib/validations/payment-messages";
import { largeAmountWarning } from "@/components/forms/amount-field";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { useSession } from "@/components/session/session-provider";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { MonthPicker } from "./month-picker";
import { chosenMonth, type MonthChoice } from "./payments-query";
import { SummaryEntryCard } from "./summary-entry-card";
import { useLoaded } from "./use-loaded";

const NO_LESSONS = "Nenhuma aula encontrada para este mês";

type MonthProps = { month: MonthChoice; onMonthChange: (month: MonthChoice) => void };

/** 'Gerar': the month's lessons per member, and the payments to generate from them. */
export function GenerateTab({ month, onMonthChange }: MonthProps) {
  const chosen = chosenMonth(month);
  return (
    <div className="space-y-5">
      <MonthPicker legend="Mês a gerar" value={month} onChange={onMonthChange} />
      {chosen ? <MonthSummary key={chosen} month={chosen} /> : <FormAlert message={SELECT_YEAR_AND_MONTH} />}
    </div>
  );
}

type Confirming = { entry: BookingsSummaryEntry; amount: string };

function MonthSummary({ month }: { month: string }) {
  const { refreshPendingCounters } = useSession();
  const load = useCallback(() => loadBookingsSummary(month), [month]);
  const { data, error, reload } = useLoaded(load, "Erro ao carregar resumo de aulas", (summary) => {
    if (summary.summary.length === 0) toast.info(NO_LESSONS);
  });
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [entryError, setEntryError] = useState<{ userId: number; message: string } | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const confirmation = useFormSubmission("Erro ao confirmar pagamento");
  const [askingFixedFees, setAskingFixedFees] = useState(false);
  const fixedFees = useFormSubmission("Erro ao gerar mensalidades fixas");

  const amountOf = (entry: BookingsSummaryEntry) =>
    amounts[entry.user_id] ?? (entry.has_fixed_monthly_fee ? amountFieldText(entry.monthly_fee_amount) : "");

  function changed() {
    reload();
    refreshPendingCounters();
  }

  async function askToConfirm(entry: BookingsSummaryEntry) {
    const amount = amountOf(entry);
    const { generatePaymentBodySchema } = await import("@/lib/validations/payments");
    const parsed = generatePaymentBodySchema.safeParse({ user_id: entry.user_id, month, amount });
    const message = !amount ? "Indique o valor da mensalidade." : parsed.success ? null : (parsed.error.issues[0]?.message ?? "Indique um valor válido.");
    setEntryError(message ? { userId: entry.user_id, message } : null);
    // The amount as read ('1 234,50' is 1234.50), which the question shows and the call sends.
    if (!message && parsed.success) setConfirming({ entry, amount: parsed.data.amount ?? amount });
  }

  async function handleConfirm() {
    if (!confirming) return;
    await confirmation.run(async () => {
      const result = await generatePayment({ user_id: confirming.entry.user_id, month, amount: confirming.amount });
      toast.success(result.message || "Pagamento gerado com sucesso!");
      setConfirming(null);
      changed();
    });
  }

  async function handleFixedFees() {
    await fixedFees.run(async () => {
      const result = await generateFixedMonthlyFees(month);
      toast.success(result.message);
      setAskingFixedFees(false);
      changed();
    });
  }

  const entries = data?.summary ?? [];
  return (
    <section aria-labelledby="month-summary" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="month-summary" className="text-lg font-semibold text-slate-900">
            Aulas de {monthLabel(month)}
          </h2>
          <p className="text-sm text-slate-600">Confirme o valor de cada aluno para gerar o pagamento; o aluno recebe-o por email.</p>
        </div>
        <Button type="button" variant="secondary" className="shrink-0" onClick={() => setAskingFixedFees(true)}>
          Gerar Mensalidades Fixas
        </Button>
      </div>

      <FormAlert message={error} />
      {data === null ? (
        !error && (
          <p role="status" className="py-10 text-center text-sm text-slate-600">
            A carregar resumo de aulas...
          </p>
        )
      ) : entries.length === 0 ? (
        <p className="rounded-xl border border-purple-200 bg-purple-50 p-5 text-sm text-purple-900">{NO_LESSONS}</p>
      ) : (
        <ul className="space-y-3">
          {entries.map((entry) => (
            <SummaryEntryCard
              key={entry.user_id}
              entry={entry}
              amount={amountOf(entry)}
              onAmountChange={(amount) => setAmounts((current) => ({ ...current, [entry.user_id]: amount }))}
              onConfirm={() => void askToConfirm(entry)}
              error={entryError?.userId === entry.user_id ? entryError.message : null}
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (open) return;
          setConfirming(null);
          confirmation.clearError();
        }}
        title="Confirmar Pagamento"
        message={confirming ? confirmationQuestion(confirming, month) : ""}
        confirmLabel="Confirmar"
        busyLabel="A gerar..."
        busy={confirmation.saving}
        error={confirmation.error}
        onConfirm={handleConfirm}
      />
      <ConfirmDialog
        open={askingFixedFees}
        onOpenChange={(open) => {
          if (open) return;
          setAskingFixedFees(false);
          fixedFees.clearError();
        }}
        title="Gerar Mensalidades Fixas"
        message={`Gerar o pagamento de ${monthLabel(month)} de cada aluno ativo com mensalidade fixa, aprovado até ao fim de ${monthLabel(month)}, que ainda não o tenha? Cada aluno recebe-o por email.`}
        confirmLabel="Gerar"
        busyLabel="A gerar..."
        busy={fixedFees.saving}
        error={fixedFees.error}
        onConfirm={handleFixedFees}
      />
    </section>
  );
}

function confirmationQuestion({ entry, amount }: Confirming, month: string): string {
  const value = Number(amount);
  const question = `Gerar o pagamento de ${monthLabel(month)} de ${entry.user_name}, no valor de ${formatEuros(value)}?`;
  if (value === 0) return `${question} Um pagamento de ${formatEuros(0)} fica registado como pago.`;
  return value > LARGE_AMOUNT ? `${question} Atenção: ${largeAmountWarning(value)}` : question;
}
