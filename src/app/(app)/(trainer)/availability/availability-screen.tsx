"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { loadSlotsOfDate, type Slot, type SlotDay } from "@/lib/availability-api";
import { deleteSlot, deleteSlotsOfDate, setSlotBlocked, setSlotCapacity } from "@/lib/trainer-availability-api";
import { longDateLabel } from "@/lib/calendar-labels";
import { clubDateParam } from "@/lib/calendar-navigation";
import { clubToday } from "@/lib/club-time";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { countLabel, plural } from "@/lib/plural";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { ClosedDayNote } from "@/components/scheduling/closed-day-note";
import { lazyComponent } from "@/components/lazy-component";
import { WhenNear } from "@/components/when-near";
import { DateSlotList, type SlotAction } from "./date-slot-list";
import type { LessonTrainers } from "./lesson-trainers";
import { NewSlotsForm } from "./new-slots-form";
import { SectionPlaceholder } from "./section-placeholder";

// The weekly template, the standing lessons and the closures sit below the first screenful: each
// loads its code when the trainer scrolls near it, not with the visit that publishes a day's
// lessons (docs/performance.md, "JavaScript per screen"). If the code cannot
// be loaded (no network), the section is left out until the page is loaded again.
const templatePlaceholder = <SectionPlaceholder id="weekly-template" title="Horário semanal" />;
const standingPlaceholder = <SectionPlaceholder id="standing-lessons" title="Aulas fixas" />;
const closuresPlaceholder = <SectionPlaceholder id="closures" title="Encerramentos" />;
const WeeklyTemplateSection = lazyComponent(
  () => import("./weekly-template-section").then((module) => module.WeeklyTemplateSection),
  { fallback: templatePlaceholder },
);
const StandingLessonsSection = lazyComponent(
  () => import("./standing-lessons-section").then((module) => module.StandingLessonsSection),
  { fallback: standingPlaceholder },
);
const ClosuresSection = lazyComponent(() => import("./closures-section").then((module) => module.ClosuresSection), {
  fallback: closuresPlaceholder,
});

type AvailabilityScreenProps = {
  initialDate: string;
  /** `initialDate`'s lessons, read with the page (page.tsx); null when that read failed: the screen then loads them itself. */
  initialDay: SlotDay | null;
  /** The club's trainers (GET /api/trainers): with more than one active, the lessons' 'Treinador' is chosen. */
  trainers: LessonTrainers;
  /** The signed-in trainer: the default 'Treinador'. */
  selfId: number;
  /** The lesson length setting, for the form's hint; null (the hint left out) if it could not be read. */
  lessonMinutes: number | null;
};

/** /availability (trainer): publish a date's lessons, change their places, delete, block or unblock them, and close periods. */
export function AvailabilityScreen({ initialDate, initialDay, trainers, selfId, lessonMinutes }: AvailabilityScreenProps) {
  const [date, setDate] = useState(initialDate);
  const [loaded, setLoaded] = useState<SlotDay | null>(initialDay);
  // The first date's lessons came with the page: read again only once the trainer picks a date.
  const servedDay = useRef(initialDay);
  const [listError, setListError] = useState<string | null>(null);
  const [busySlot, setBusySlot] = useState<SlotAction | null>(null);
  const [confirmingDeleteAll, setConfirmingDeleteAll] = useState(false);
  const deleteAll = useFormSubmission("Erro ao eliminar disponibilidades");
  // Bumped when the weekly template is saved: the standing lessons' list reads again which have an hour.
  const [templateVersion, setTemplateVersion] = useState(0);
  // The date on show: an answer for a date the trainer has already left is dropped (a reload
  // after a change; the effect's own load is dropped by its cleanup).
  const latestDate = useRef(initialDate);

  const show = useCallback((forDate: string, day: SlotDay) => {
    if (forDate !== latestDate.current) return;
    setLoaded(day);
    setListError(null);
  }, []);
  const failToLoad = useCallback((forDate: string, failure: unknown) => {
    if (forDate !== latestDate.current) return;
    const message = errorMessage(failure, "Erro ao carregar disponibilidades");
    setListError(message);
    toast.error(message);
  }, []);

  useEffect(() => {
    latestDate.current = date;
    if (!date) return;
    if (servedDay.current?.date === date) {
      servedDay.current = null;
      return;
    }
    return loadWhileCurrent(
      loadSlotsOfDate(date),
      (day) => show(date, day),
      (failure) => failToLoad(date, failure),
    );
  }, [date, show, failToLoad]);

  /** After a change: resolves once the date's list is shown again. */
  const reload = useCallback(
    async (forDate: string) => {
      if (!forDate) return;
      await loadSlotsOfDate(forDate)
        .then((day) => show(forDate, day))
        .catch((failure: unknown) => failToLoad(forDate, failure));
    },
    [show, failToLoad],
  );

  function changeDate(next: string) {
    setDate(next);
    setListError(null);
  }

  function fail(message: string) {
    setListError(message);
    toast.error(message);
  }

  function askDeleteAll() {
    if (clubDateParam(date) === null) return fail("Selecionar uma data");
    setListError(null);
    setConfirmingDeleteAll(true);
  }

  function closeDeleteAll() {
    setConfirmingDeleteAll(false);
    deleteAll.clearError();
  }

  async function handleDeleteAll() {
    // On failure the dialog stays open with the reason.
    await deleteAll.run(async () => {
      const result = await deleteSlotsOfDate(date);
      toast.success(
        `${countLabel(result.deleted_slots, { one: "disponibilidade eliminada", other: "disponibilidades eliminadas" })}, ${result.preserved_slots} com aula marcada ${plural(result.preserved_slots, { one: "mantida", other: "mantidas" })}.`,
      );
      setConfirmingDeleteAll(false);
      await reload(date);
    });
  }

  /** One slot's button: the slot waits, the toast says what happened, the list reloads. */
  async function runSlotAction(busy: SlotAction, action: () => Promise<string>, fallback: string) {
    setBusySlot(busy);
    setListError(null);
    try {
      toast.success(await action());
      await reload(date);
    } catch (failure) {
      fail(errorMessage(failure, fallback));
    } finally {
      setBusySlot(null);
    }
  }

  function handleDelete(slot: Slot) {
    return runSlotAction(
      { slotId: slot.id, action: "delete" },
      async () => (await deleteSlot(slot.id)).message || "Disponibilidade eliminada com sucesso!",
      "Erro ao eliminar disponibilidade",
    );
  }

  function handleToggleBlocked(slot: Slot) {
    return runSlotAction(
      { slotId: slot.id, action: "toggle" },
      async () =>
        (await setSlotBlocked(slot.id, !slot.is_blocked)).message ||
        (slot.is_blocked ? "Disponibilidade desbloqueada." : "Disponibilidade bloqueada."),
      "Erro ao atualizar disponibilidade",
    );
  }

  /**
   * A slot's places (docs/rules.md, "Group lessons"): done, a toast and the list again; refused,
   * the server's words for the slot's form to show beside its field (and nothing else: one error).
   */
  async function handleSetPlaces(slot: Slot, capacity: number | null): Promise<string | null> {
    setBusySlot({ slotId: slot.id, action: "places" });
    setListError(null);
    try {
      const result = await setSlotCapacity(slot.id, capacity);
      toast.success(result.message || "Lugares alterados.");
      await reload(date);
      return null;
    } catch (failure) {
      return errorMessage(failure, "Erro ao alterar os lugares");
    } finally {
      setBusySlot(null);
    }
  }

  const day = loaded?.date === date ? loaded : null;
  const dateLabel = date ? longDateLabel(date, clubToday()) : null;
  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Disponibilidade</h1>
        <p className="mt-2 text-slate-600">Publique os horários das aulas e faça a gestão das disponibilidades de cada dia.</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <NewSlotsForm date={date} trainers={trainers} selfId={selfId} onDateChange={changeDate} lessonMinutes={lessonMinutes} onCreated={() => void reload(date)} />

        <section aria-labelledby="date-slots" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="date-slots" className="text-lg font-semibold text-slate-900">
              {dateLabel ? `Disponibilidades de ${dateLabel}` : "Disponibilidades"}
            </h2>
            <Button type="button" variant="danger" disabled={deleteAll.saving} onClick={askDeleteAll}>
              Eliminar todas
            </Button>
          </div>
          <FormAlert message={listError} />
          {!date ? (
            <p className="text-sm text-slate-600">Escolha uma data para ver as suas disponibilidades.</p>
          ) : day === null ? (
            !listError && (
              <p role="status" className="py-6 text-center text-sm text-slate-600">
                A carregar disponibilidades...
              </p>
            )
          ) : (
            <>
              <ClosedDayNote closure={day.closure} />
              <DateSlotList
                slots={day.slots}
                closed={day.closure !== null}
                pending={busySlot}
                onToggleBlocked={handleToggleBlocked}
                onDelete={handleDelete}
                onSetPlaces={handleSetPlaces}
              />
            </>
          )}
        </section>
      </div>

      <WhenNear placeholder={templatePlaceholder} minHeight="min-h-[28rem]">
        <WeeklyTemplateSection trainers={trainers} selfId={selfId} onApplied={() => void reload(date)} onSaved={() => setTemplateVersion((version) => version + 1)} />
      </WhenNear>

      <WhenNear placeholder={standingPlaceholder} minHeight="min-h-48">
        <StandingLessonsSection templateVersion={templateVersion} />
      </WhenNear>

      <WhenNear placeholder={closuresPlaceholder} minHeight="min-h-80">
        <ClosuresSection onChanged={() => void reload(date)} />
      </WhenNear>

      <ConfirmDialog
        open={confirmingDeleteAll}
        onOpenChange={(open) => !open && closeDeleteAll()}
        title="Eliminar disponibilidades"
        message={`Tem a certeza de que pretende eliminar todas as disponibilidades de ${dateLabel ?? date}? As aulas já marcadas são mantidas.`}
        confirmLabel="Eliminar todas"
        busyLabel="A eliminar..."
        busy={deleteAll.saving}
        destructive
        error={deleteAll.error}
        onConfirm={handleDeleteAll}
      />
    </section>
  );
}
