"use client";

import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import type { ClosureJson } from "@/lib/closure-json";
import { closurePeriodLabel } from "@/lib/closure-labels";
import { loadClosures, reopenPeriod } from "@/lib/closures-api";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { ClosePeriodForm } from "./close-period-form";

/**
 * 'Encerramentos' (docs/rules.md, "Closures"): close a period, and the closures that have not
 * ended, each with 'Reabrir'. `onChanged`: the slots of the date on show may have changed.
 */
export function ClosuresSection({ onChanged }: { onChanged: () => void }) {
  const [closures, setClosures] = useState<ClosureJson[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reopening, setReopening] = useState<ClosureJson | null>(null);
  const reopen = useFormSubmission("Erro ao reabrir o período");

  const show = useCallback((loaded: ClosureJson[]) => {
    setClosures(loaded);
    setLoadError(null);
  }, []);
  const fail = useCallback((failure: unknown) => {
    const message = errorMessage(failure, "Erro ao carregar os encerramentos");
    setLoadError(message);
    toast.error(message);
  }, []);

  useEffect(() => loadWhileCurrent(loadClosures(), show, fail), [show, fail]);
  /** After a change: resolves once the list is shown again. */
  const reload = useCallback(() => loadClosures().then(show).catch(fail), [show, fail]);

  async function handleReopen() {
    if (!reopening) return;
    // On failure the dialog stays open with the reason.
    await reopen.run(async () => {
      toast.success((await reopenPeriod(reopening.id)).message);
      setReopening(null);
      onChanged();
      await reload();
    });
  }

  return (
    <section aria-labelledby="closures" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="closures" className="text-lg font-semibold text-slate-900">
        Encerramentos
      </h2>
      <ClosePeriodForm
        onClosed={() => {
          onChanged();
          void reload();
        }}
      />
      <div className="space-y-2 border-t border-slate-200 pt-4">
        <h3 className="font-semibold text-slate-900">Períodos encerrados</h3>
        <FormAlert message={loadError} />
        {closures === null ? (
          !loadError && (
            <p role="status" className="py-4 text-center text-sm text-slate-600">
              A carregar os encerramentos...
            </p>
          )
        ) : closures.length === 0 ? (
          <p className="text-sm text-slate-600">Não há períodos encerrados.</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Períodos encerrados">
            {closures.map((closure) => (
              <li key={closure.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{closurePeriodLabel(closure)}</p>
                  <p className="text-sm break-words text-slate-600">{closure.reason}</p>
                </div>
                <Button
                  type="button"
                  variant="secondary"
                  className="shrink-0"
                  aria-label={`Reabrir ${closurePeriodLabel(closure)}`}
                  onClick={() => {
                    reopen.clearError();
                    setReopening(closure);
                  }}
                >
                  Reabrir
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={reopening !== null}
        onOpenChange={(open) => !open && setReopening(null)}
        title="Reabrir período"
        message={
          reopening
            ? `Reabrir ${closurePeriodLabel(reopening)} (${reopening.reason})? As disponibilidades bloqueadas pelo encerramento voltam a estar livres e as aulas fixas desses dias voltam a ser marcadas. Quem perdeu uma aula ou um lugar em lista de espera é avisado de que os dias voltaram a abrir; as outras aulas canceladas não são marcadas de novo.`
            : ""
        }
        confirmLabel="Reabrir"
        busyLabel="A reabrir..."
        busy={reopen.saving}
        error={reopen.error}
        onConfirm={handleReopen}
      />
    </section>
  );
}
