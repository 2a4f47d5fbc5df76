"use client";

import { useState, type FormEvent } from "react";
import type { ClosurePreviewJson } from "@/lib/closure-json";
import { closureEffectsText, closurePeriodLabel, closureResultText } from "@/lib/closure-labels";
import { closePeriod, previewClosure } from "@/lib/closures-api";
import type { ClosePeriodBody } from "@/lib/validations/closures";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { DateField } from "@/components/ui/date-field";
import { TextField } from "@/components/ui/text-field";

type Confirming = { body: ClosePeriodBody; preview: ClosurePreviewJson };

/**
 * 'Encerrar um período' (docs/rules.md, "Closures"): dates and one reason; the confirmation says
 * what will happen (the server's count of it now), and the form then says what was done.
 */
export function ClosePeriodForm({ onClosed }: { onClosed: () => void }) {
  const [startDate, setStartDate] = useState("");
  const [endDate, setEndDate] = useState("");
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useFormSubmission("Erro ao encerrar o período");

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const { closePeriodBodySchema } = await import("@/lib/validations/closures");
    const parsed = closePeriodBodySchema.safeParse({ start_date: startDate, end_date: endDate, reason });
    if (!parsed.success) return form.fail(parsed.error.issues[0]?.message ?? "Erro ao encerrar o período");
    await form.run(async () => {
      const preview = await previewClosure({ start_date: parsed.data.start_date, end_date: parsed.data.end_date });
      setConfirming({ body: parsed.data, preview });
    });
  }

  async function handleConfirm() {
    if (!confirming) return;
    // On failure the dialog stays open with the reason.
    await form.run(async () => {
      const result = await closePeriod(confirming.body);
      const text = `Período encerrado: ${closureResultText(result)}`;
      toast.success(text);
      setDone(text);
      setConfirming(null);
      setStartDate("");
      setEndDate("");
      setReason("");
      onClosed();
    });
  }

  const period = confirming && `${confirming.body.start_date === confirming.body.end_date ? "no dia" : "de"} ${closurePeriodLabel(confirming.body)}`;
  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="close-period" className="space-y-3">
      <h3 id="close-period" className="font-semibold text-slate-900">
        Encerrar um período
      </h3>
      <p className="text-sm text-slate-600">
        Férias, obras no campo: as aulas marcadas nesses dias são canceladas e cada aluno é avisado uma vez, com o motivo; quem
        está em lista de espera também. Ninguém recebe ofertas de vaga desses dias.
      </p>
      {!confirming && <FormAlert message={form.error} />}
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <DateField label="Primeiro dia" required value={startDate} disabled={form.saving} onChange={setStartDate} />
        <DateField label="Último dia" required value={endDate} disabled={form.saving} onChange={setEndDate} />
      </div>
      <TextField
        label="Motivo"
        required
        maxLength={500}
        placeholder="Ex.: Férias de Natal"
        value={reason}
        disabled={form.saving}
        onChange={(event) => setReason(event.target.value)}
        className="sm:max-w-md"
      />
      {/* Busy while it asks which lessons the period holds; behind the confirmation, only waiting. */}
      <Button type="submit" variant="danger" busy={form.saving && !confirming} busyLabel="A verificar..." disabled={form.saving} className="w-full sm:w-auto">
        Encerrar período
      </Button>
      {done && (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
          {done}
        </p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) {
            setConfirming(null);
            form.clearError();
          }
        }}
        title="Encerrar período"
        message={
          confirming ? `Encerrar o clube ${period} (${confirming.body.reason})? ${closureEffectsText(confirming.preview)}` : ""
        }
        confirmLabel="Encerrar"
        busyLabel="A encerrar..."
        busy={form.saving}
        destructive
        error={form.error}
        onConfirm={handleConfirm}
      />
    </form>
  );
}
