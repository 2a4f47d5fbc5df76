"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/api-client";
import { loadWeeklyTemplate, saveWeeklyTemplate, type TemplateEntry } from "@/lib/availability-template-api";
import type { StandingLessonJson } from "@/lib/standing-lesson-json";
import type { TemplateLeftoverJson } from "@/lib/weekly-template-json";
import { WEEKDAY_NAMES } from "@/lib/validations/weekday-names";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { lazyComponent } from "@/components/lazy-component";
import { WhenNear } from "@/components/when-near";
import { TemplateDay, type TemplateRow } from "./template-day";
import { templateChoosesTrainer, templateEntries, type LessonTrainers } from "./lesson-trainers";

// The warnings show only when the saved pattern leaves something out: their code comes with such
// a template or with a save, not with the screen (docs/performance.md,
// "JavaScript per screen").
const loadTemplateWarnings = () => import("./template-warnings").then((module) => module.TemplateWarnings);
const TemplateWarnings = lazyComponent(loadTemplateWarnings);

// Applying the template sits below the week's seven days, past the first screenful: its form
// loads when scrolled near (same section of docs/performance.md).
const applyPlaceholder = (
  <form aria-labelledby="apply-template" aria-busy="true" className="h-full border-t border-slate-200 pt-4">
    <h3 id="apply-template" className="font-semibold text-slate-900">
      Aplicar horário
    </h3>
  </form>
);
const ApplyTemplateForm = lazyComponent(() => import("./apply-template-form").then((module) => module.ApplyTemplateForm), {
  fallback: applyPlaceholder,
});

/** What the saved pattern leaves out: its leftover minutes, and (after a save) the standing lessons without an hour. */
type Warnings = { leftovers: TemplateLeftoverJson[]; withoutHour: StandingLessonJson[] };

/**
 * 'Horário semanal' (docs/rules.md, "Weekly template"): the trainer's weekly pattern of opening hours, kept by the
 * server, and applied to a range of weeks in one action. `onSaved`: the standing lessons' list shows
 * which ones the new pattern leaves without an hour.
 */
type WeeklyTemplateSectionProps = {
  /** The club's trainers: with more than one active, each interval says who gives its lessons. */
  trainers: LessonTrainers;
  /** The signed-in trainer, who gives an interval's lessons unless another is chosen. */
  selfId: number;
  onApplied: () => void;
  onSaved: () => void;
};

export function WeeklyTemplateSection({ trainers, selfId, onApplied, onSaved }: WeeklyTemplateSectionProps) {
  const [rows, setRows] = useState<TemplateRow[] | null>(null);
  const [savedRows, setSavedRows] = useState<string>("");
  const [loadError, setLoadError] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<Warnings>({ leftovers: [], withoutHour: [] });
  const { error, saving, fail, run } = useFormSubmission("Erro ao guardar o horário semanal");
  const nextKey = useRef(1);

  const toRows = (entries: TemplateEntry[]) => entries.map((entry) => ({ ...entry, key: nextKey.current++ }));

  useEffect(() => {
    loadWeeklyTemplate()
      .then(({ entries, leftovers }) => {
        setRows(toRows(entries));
        setSavedRows(fingerprint(entries));
        setWarnings({ leftovers: leftovers ?? [], withoutHour: [] });
      })
      .catch((failure: unknown) => {
        const message = errorMessage(failure, "Erro ao carregar o horário semanal");
        setLoadError(message);
        toast.error(message);
      });
  }, []);

  // Each entry keeps who gives its lessons (docs/rules.md, "Each lesson's trainer").
  const entries = templateEntries(rows ?? []);
  const choosing = templateChoosesTrainer(trainers, rows ?? []);
  const unsaved = rows !== null && fingerprint(entries) !== savedRows;

  function add(weekday: number) {
    setRows((current) => [...(current ?? []), { key: nextKey.current++, weekday, start_time: "", end_time: "", capacity: 1 }]);
  }
  function change(key: number, update: Partial<TemplateRow>) {
    setRows((current) => current?.map((row) => (row.key === key ? { ...row, ...update } : row)) ?? null);
  }
  function remove(key: number) {
    setRows((current) => current?.filter((row) => row.key !== key) ?? null);
  }

  async function handleSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The warnings' code loads beside the save, so that they show with its answer.
    void loadTemplateWarnings().catch(() => {});
    const { templateBodySchema } = await import("@/lib/validations/availability-template");
    const parsed = templateBodySchema.safeParse({ entries });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "Erro ao guardar o horário semanal");
    await run(async () => {
      const result = await saveWeeklyTemplate(parsed.data.entries);
      setRows(toRows(result.entries));
      setSavedRows(fingerprint(result.entries));
      setWarnings({ leftovers: result.leftovers, withoutHour: result.standing_without_hour });
      if (result.leftovers.length + result.standing_without_hour.length === 0) toast.success(result.message);
      else toast.info("Horário semanal guardado. Veja os avisos por baixo do horário.");
      onSaved();
    });
  }

  return (
    <section aria-labelledby="weekly-template" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <h2 id="weekly-template" className="text-lg font-semibold text-slate-900">
          Horário semanal
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          O horário de cada semana. Guarde-o e aplique-o a várias semanas de uma vez: os dias que já têm aulas nessas horas
          mantêm-nas.
        </p>
      </div>
      <FormAlert message={loadError} />
      {rows === null ? (
        !loadError && (
          <p role="status" className="py-4 text-center text-sm text-slate-600">
            A carregar o horário semanal...
          </p>
        )
      ) : (
        <>
          <form onSubmit={handleSave} noValidate className="space-y-4" aria-label="Editar horário semanal">
            <FormAlert message={error} />
            <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {WEEKDAY_NAMES.map((name, index) => (
                <TemplateDay
                  key={name}
                  name={name}
                  rows={rows.filter((row) => row.weekday === index + 1)}
                  disabled={saving}
                  trainers={choosing ? trainers : null}
                  selfId={selfId}
                  onAdd={() => add(index + 1)}
                  onChange={change}
                  onRemove={remove}
                />
              ))}
            </div>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <Button type="submit" busy={saving} busyLabel="A guardar...">
                Guardar horário semanal
              </Button>
              {unsaved && <p className="text-sm text-amber-700">Há alterações por guardar.</p>}
            </div>
            {warnings.leftovers.length + warnings.withoutHour.length > 0 && (
              <TemplateWarnings leftovers={warnings.leftovers} withoutHour={warnings.withoutHour} />
            )}
          </form>
          <WhenNear placeholder={applyPlaceholder} minHeight="min-h-64">
            <ApplyTemplateForm unsaved={unsaved} empty={savedRows === fingerprint([])} onApplied={onApplied} />
          </WhenNear>
        </>
      )}
    </section>
  );
}

/** The pattern as text, to tell whether the screen holds changes the server does not have. */
function fingerprint(entries: TemplateEntry[]): string {
  return JSON.stringify(
    [...entries]
      .map(({ weekday, start_time, end_time, capacity, trainer_id }) => [weekday, start_time, end_time, capacity, trainer_id ?? 0])
      .sort((a, b) => String(a).localeCompare(String(b))),
  );
}
