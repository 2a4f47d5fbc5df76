"use client";

import { useCallback, useState } from "react";
import { monthLabel } from "@/lib/calendar-labels";
import { generateFixedMonthlyFees, loadBookingsSummary } from "@/lib/payment-api";
import { SELECT_YEAR_AND_MONTH } from "@/lib/validations/payment-messages";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { lazyComponent } from "@/components/lazy-component";
import { useSession } from "@/components/session/session-provider";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { NOT_OPENED } from "@/components/ui/modal-loading";
import { matchesSearch, SearchField } from "@/components/ui/search-field";
import { MonthPicker } from "./month-picker";
import { chosenMonth, type MonthChoice } from "./payments-query";
import { BilledPayment, SummaryEntryCard } from "./summary-entry-card";
import { useLoaded } from "./use-loaded";

const NO_LESSONS = "Nenhuma aula encontrada para este mês";

// The month's bill (its lines, amounts and the one confirmation) loads once the month's summary
// says someone is still to be billed: a month already billed, the usual sight after the day it
// was made, needs none of it (docs/performance.md). The network that brought the summary brings
// it; if it cannot, the toast says to reload, as for a dialog.
const MonthBill = lazyComponent(() => import("./month-bill-list").then((module) => module.MonthBill), {
  onUnavailable: () => toast.error(NOT_OPENED),
});

type MonthProps = { month: MonthChoice; onMonthChange: (month: MonthChoice) => void };

/** 'Gerar': the month's lessons per member, and the month's bill made from them at once. */
export function GenerateTab({ month, onMonthChange }: MonthProps) {
  const chosen = chosenMonth(month);
  return (
    <div className="space-y-5">
      <MonthPicker legend="Mês a gerar" value={month} onChange={onMonthChange} />
      {chosen ? <MonthSummary key={chosen} month={chosen} /> : <FormAlert message={SELECT_YEAR_AND_MONTH} />}
    </div>
  );
}

function MonthSummary({ month }: { month: string }) {
  const { refreshPendingCounters } = useSession();
  const load = useCallback(() => loadBookingsSummary(month), [month]);
  const { data, error, reload } = useLoaded(load, "Erro ao carregar resumo de aulas", (summary) => {
    if (summary.summary.length === 0) toast.info(NO_LESSONS);
  });
  const [query, setQuery] = useState("");
  const [askingFixedFees, setAskingFixedFees] = useState(false);
  const fixedFees = useFormSubmission("Erro ao gerar mensalidades fixas");

  function changed() {
    reload();
    refreshPendingCounters();
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
  const toBill = entries.some((entry) => entry.payment === null);
  const billed = entries.filter((entry) => entry.payment !== null && matchesSearch(query, entry.user_name, entry.user_email));
  return (
    <section aria-labelledby="month-summary" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="month-summary" className="text-lg font-semibold text-slate-900">
            Aulas de {monthLabel(month)}
          </h2>
          <p className="text-sm text-slate-600">
            Confirme os valores e gere os pagamentos de todos os alunos de uma vez; cada aluno recebe o seu por email.
          </p>
        </div>
        <Button type="button" variant="secondary" className="shrink-0" onClick={() => setAskingFixedFees(true)}>
          Gerar mensalidades fixas
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
        <>
          <SearchField label="Pesquisar aluno do mês" placeholder="Pesquisar por aluno..." value={query} onChange={setQuery} className="sm:max-w-sm" />
          <section aria-labelledby="month-bill" className="space-y-3">
            <h3 id="month-bill" className="font-semibold text-slate-900">
              Por gerar
            </h3>
            {toBill ? (
              <MonthBill month={month} entries={entries} query={query} clearQuery={() => setQuery("")} onSettled={changed} />
            ) : (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">Todos os alunos com aulas em {monthLabel(month)} já têm pagamento.</p>
            )}
          </section>
          {entries.some((entry) => entry.payment !== null) && (
            <section aria-labelledby="month-billed" className="space-y-3">
              <h3 id="month-billed" className="font-semibold text-slate-900">
                Já gerados
              </h3>
              {billed.length === 0 ? (
                <p className="text-sm text-slate-600">Nenhum aluno encontrado.</p>
              ) : (
                <ul className="space-y-2">
                  {billed.map((entry) => (
                    <SummaryEntryCard key={entry.user_id} entry={entry} muted aside={entry.payment && <BilledPayment payment={entry.payment} />} />
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      )}

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
