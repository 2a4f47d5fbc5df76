"use client";

import { useState, type FormEvent } from "react";
import { applyWeeklyTemplate } from "@/lib/availability-template-api";
import type { StandingApplyJson } from "@/lib/standing-lesson-json";
import { longDateLabel } from "@/lib/calendar-labels";
import { addClubDays, clubToday, mondayOf } from "@/lib/club-time";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { DateField } from "@/components/ui/date-field";
import { lazyComponent } from "@/components/lazy-component";

// What the standing lessons gave shows after applying: its code loads with the confirmation,
// not with the screen (docs/performance.md, "JavaScript per screen").
const loadStandingApplyResult = () => import("./standing-apply-result").then((module) => module.StandingApplyResult);
const StandingApplyResult = lazyComponent(loadStandingApplyResult);

type ApplyTemplateFormProps = {
  /** The screen holds changes not yet saved: the server would apply the saved pattern. */
  unsaved: boolean;
  empty: boolean;
  onApplied: () => void;
};

/** 'Aplicar horário': a range of dates (next Monday and the 4 weeks from it by default), confirmed first. */
export function ApplyTemplateForm({ unsaved, empty, onApplied }: ApplyTemplateFormProps) {
  const [startDate, setStartDate] = useState(() => mondayOf(addClubDays(clubToday(), 7)));
  const [endDate, setEndDate] = useState(() => addClubDays(mondayOf(addClubDays(clubToday(), 7)), 27));
  const [confirming, setConfirming] = useState(false);
  const [standing, setStanding] = useState<StandingApplyJson | null>(null);
  const form = useFormSubmission("Erro ao aplicar o horário semanal");
  const range = { start_date: startDate, end_date: endDate };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unsaved) return form.fail("Guarde o horário semanal antes de o aplicar.");
    if (empty) return form.fail("Defina e guarde primeiro o horário semanal.");
    const { applyTemplateBodySchema } = await import("@/lib/validations/availability-template");
    const parsed = applyTemplateBodySchema.safeParse(range);
    if (!parsed.success) return form.fail(parsed.error.issues[0]?.message ?? "Erro ao aplicar o horário semanal");
    form.clearError();
    void loadStandingApplyResult().catch(() => {});
    setConfirming(true);
  }

  async function handleConfirm() {
    // On failure the dialog stays open with the reason.
    await form.run(async () => {
      const result = await applyWeeklyTemplate(range);
      toast.success(result.message);
      setStanding(result.standing);
      setConfirming(false);
      onApplied();
    });
  }

  const today = clubToday();
  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="apply-template" className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id="apply-template" className="font-semibold text-slate-900">
        Aplicar horário
      </h3>
      <p className="text-sm text-slate-600">Cria as aulas do horário semanal em cada dia do período (no máximo 26 semanas) e marca nelas as aulas fixas.</p>
      {!confirming && <FormAlert message={form.error} />}
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <DateField label="Data de início" value={startDate} disabled={form.saving} onChange={setStartDate} />
        <DateField label="Data de fim" value={endDate} disabled={form.saving} onChange={setEndDate} />
      </div>
      <Button type="submit" variant="secondary" disabled={form.saving}>
        Aplicar horário
      </Button>
      {standing && <StandingApplyResult standing={standing} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) {
            setConfirming(false);
            form.clearError();
          }
        }}
        title="Aplicar horário semanal"
        message={
          // Only asked once the schema has read both dates.
          confirming
            ? `Criar as aulas do horário semanal de ${longDateLabel(startDate, today)} a ${longDateLabel(endDate, today)}? Os dias que já têm aulas nessas horas mantêm-nas, e as aulas fixas são marcadas.`
            : ""
        }
        confirmLabel="Aplicar"
        busyLabel="A aplicar..."
        busy={form.saving}
        error={form.error}
        onConfirm={handleConfirm}
      />
    </form>
  );
}
