"use client";

import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { handlerName } from "@/lib/household-json";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { weeklyMomentLabel } from "@/lib/standing-lesson-labels";
import { deleteStandingLesson, loadStandingLessons, type StandingLesson } from "@/lib/standing-lessons-api";
import { WEEKDAY_NAMES } from "@/lib/validations/weekday-names";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ReadyButton } from "@/components/ui/ready-button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { lazyComponent } from "@/components/lazy-component";

// Loaded when the trainer opens it, not with the screen: the form, its member search and the
// members' list are about 3 kB a visit to publish lessons does without (docs/performance.md).
const StandingLessonForm = lazyComponent(() => import("./standing-lesson-form").then((module) => module.StandingLessonForm));

/**
 * 'Aulas fixas' (docs/rules.md, "Standing lessons"): each member's fixed weekly lesson, which applying the
 * weekly template books. Read again when the template is saved (`templateVersion`): a lesson whose
 * hour it no longer opens says so.
 */
export function StandingLessonsSection({ templateVersion }: { templateVersion: number }) {
  const [lessons, setLessons] = useState<StandingLesson[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StandingLesson | null>(null);
  const [adding, setAdding] = useState(false);
  const removal = useFormSubmission("Erro ao remover a aula fixa");

  const show = useCallback((loaded: StandingLesson[]) => {
    setLessons(loaded);
    setLoadError(null);
  }, []);
  const fail = useCallback((failure: unknown) => {
    const message = errorMessage(failure, "Erro ao carregar as aulas fixas");
    setLoadError(message);
    toast.error(message);
  }, []);

  useEffect(() => loadWhileCurrent(loadStandingLessons(), show, fail), [show, fail, templateVersion]);
  /** After a change: resolves once the list is shown again. */
  const reload = useCallback(() => loadStandingLessons().then(show).catch(fail), [show, fail]);

  async function handleRemove() {
    if (!removing) return;
    // On failure the dialog stays open with the reason.
    await removal.run(async () => {
      toast.success((await deleteStandingLesson(removing.id)).message);
      setRemoving(null);
      await reload();
    });
  }

  return (
    <section aria-labelledby="standing-lessons" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <h2 id="standing-lessons" className="text-lg font-semibold text-slate-900">
          Aulas fixas
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          A aula semanal de cada aluno. Ao aplicar o horário semanal, cada aula fixa é marcada na sua semana; o aluno pode
          desmarcar uma semana como qualquer aula.
        </p>
      </div>
      <FormAlert message={loadError} />
      {lessons === null ? (
        !loadError && (
          <p role="status" className="py-4 text-center text-sm text-slate-600">
            A carregar as aulas fixas...
          </p>
        )
      ) : lessons.length === 0 ? (
        <p className="text-sm text-slate-600">Ainda não há aulas fixas.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Aulas fixas">
          {lessons.map((lesson) => (
            <li key={lesson.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {WEEKDAY_NAMES[lesson.weekday - 1]} · {lesson.start_time}
                </p>
                <p className="text-sm text-slate-600">
                  {handlerName(lesson.user_name, lesson.dependant)} · {lesson.animal_name}
                </p>
                {(!lesson.user_active || lesson.animal_archived || !lesson.template_opens) && (
                  <p className="mt-1 flex flex-wrap gap-1">
                    {!lesson.template_opens && <Badge tone="amber">Sem hora no horário semanal: não é marcada</Badge>}
                    {!lesson.user_active && <Badge tone="amber">Membro inativo: não é marcada</Badge>}
                    {lesson.animal_archived && <Badge tone="amber">Animal arquivado: não é marcada</Badge>}
                  </p>
                )}
              </div>
              <Button
                type="button"
                variant="secondary"
                className="min-h-11 shrink-0 text-red-700"
                aria-label={`Remover a aula fixa de ${handlerName(lesson.user_name, lesson.dependant)} ${weeklyMomentLabel(lesson.weekday, lesson.start_time)}`}
                onClick={() => {
                  removal.clearError();
                  setRemoving(lesson);
                }}
              >
                Remover
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <StandingLessonForm onCreated={() => void reload()} onClose={() => setAdding(false)} />
      ) : (
        <ReadyButton type="button" variant="secondary" className="min-h-11 w-full sm:w-auto" onClick={() => setAdding(true)}>
          Nova aula fixa
        </ReadyButton>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover aula fixa"
        message={
          removing
            ? `Remover a aula fixa de ${handlerName(removing.user_name, removing.dependant)} com ${removing.animal_name} ${weeklyMomentLabel(removing.weekday, removing.start_time)}? As aulas já marcadas mantêm-se.`
            : ""
        }
        confirmLabel="Remover"
        busyLabel="A remover..."
        busy={removal.saving}
        destructive
        error={removal.error}
        onConfirm={handleRemove}
      />
    </section>
  );
}
