"use client";

import { useState, type FormEvent } from "react";
import { clubDateParam } from "@/lib/calendar-navigation";
import { createSlots } from "@/lib/trainer-availability-api";
import { countLabel } from "@/lib/plural";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { LessonTrainerSelect } from "./lesson-trainer-select";
import { choosesTrainer, type LessonTrainers } from "./lesson-trainers";

type NewSlotsFormProps = {
  /** The date shown first; the list of slots beside the form shows the date chosen here. */
  date: string;
  /** The club's trainers: with more than one active, 'Treinador' says who gives the lessons. */
  trainers: LessonTrainers;
  /** The signed-in trainer, who gives them unless another is chosen. */
  selfId: number;
  /** A whole date typed, or '' while the field holds none. */
  onDateChange: (date: string) => void;
  lessonMinutes: number | null;
  onCreated: () => void;
};

/** 'Criar Disponibilidades': a date and a time range, split by the server into lessons. */
export function NewSlotsForm({ date, trainers, selfId, onDateChange, lessonMinutes, onCreated }: NewSlotsFormProps) {
  // What the field holds, a date being typed included; the list follows only whole dates.
  const [typed, setTyped] = useState(date);
  const [startTime, setStartTime] = useState("");
  const [endTime, setEndTime] = useState("");
  // 'Lugares': 1, a private lesson; more, a group lesson (docs/rules.md, "Group lessons").
  const [capacity, setCapacity] = useState(1);
  // 'Treinador' (docs/rules.md, "Each lesson's trainer"): who gives the lessons, the trainer unless another is chosen.
  const [trainerId, setTrainerId] = useState(selfId);
  const choosing = choosesTrainer(trainers);
  // What the last range left uncut at its end (docs/rules.md, "Slots"), until the next one.
  const [leftover, setLeftover] = useState<string | null>(null);
  const { error, saving, fail, run, clearError } = useFormSubmission("Erro ao criar disponibilidades");

  function changeDate(next: string) {
    // The alert was about the previous date.
    clearError();
    setTyped(next);
    onDateChange(clubDateParam(next) ?? "");
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { createSlotsBodySchema } = await import("@/lib/validations/availability");
    const parsed = createSlotsBodySchema.safeParse({
      date: typed,
      start_time: startTime,
      end_time: endTime,
      capacity: Number.isNaN(capacity) ? null : capacity,
      ...(choosing ? { trainer_id: trainerId } : {}),
    });
    setLeftover(null);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "Erro ao criar disponibilidades");
    await run(async () => {
      const result = await createSlots(parsed.data);
      setLeftover(result.leftover?.message ?? null);
      toast.success(
        `${countLabel(result.created_slots, { one: "disponibilidade criada", other: "disponibilidades criadas" })}, ${countLabel(result.ignored_slots, { one: "ignorada", other: "ignoradas" })} por sobreposição.`,
      );
      onCreated();
    });
  }

  return (
    <section aria-labelledby="new-slots" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="new-slots" className="text-lg font-semibold text-slate-900">
        Criar Disponibilidades
      </h2>
      {lessonMinutes !== null && (
        <p className="mt-1 text-sm text-slate-600">O intervalo é dividido em aulas consecutivas de {countLabel(lessonMinutes, { one: "minuto", other: "minutos" })}.</p>
      )}
      <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4">
        <FormAlert message={error} />
        <DateField label="Data" required value={typed} disabled={saving} onChange={changeDate} />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Hora de início"
            type="time"
            required
            value={startTime}
            disabled={saving}
            onChange={(event) => setStartTime(event.target.value)}
          />
          <TextField
            label="Hora de fim"
            type="time"
            required
            value={endTime}
            disabled={saving}
            onChange={(event) => setEndTime(event.target.value)}
          />
        </div>
        <TextField
          label="Lugares"
          type="number"
          inputMode="numeric"
          min={1}
          max={12}
          required
          value={Number.isNaN(capacity) ? "" : capacity}
          disabled={saving}
          onChange={(event) => setCapacity(event.target.valueAsNumber)}
        />
        <p className="-mt-2 text-sm text-slate-600">1 lugar: aula privada. Mais lugares: aula de grupo (até 12).</p>
        {choosing && <LessonTrainerSelect trainers={trainers} value={trainerId} disabled={saving} onChange={setTrainerId} />}
        <Button type="submit" busy={saving} busyLabel="A criar..." className="w-full">
          Criar disponibilidades
        </Button>
        {leftover && (
          <p role="status" className="text-balance rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {leftover}
          </p>
        )}
      </form>
    </section>
  );
}
