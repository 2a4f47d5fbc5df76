"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/api-client";
import { loadBookableMembers, type BookableMember } from "@/lib/booking-api";
import { createStandingLesson } from "@/lib/standing-lessons-api";
import { WEEKDAY_NAMES } from "@/lib/validations/weekday-names";
import { MemberCombobox } from "@/components/forms/member-combobox";
import { WhoHandles } from "@/components/scheduling/who-handles";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { INPUT_CLASS } from "@/components/ui/input-class";
import { TextField } from "@/components/ui/text-field";

/** 'Nova aula fixa': a member, one of their animals, a weekday and a start time the template opens. */
export function StandingLessonForm({ onCreated, onClose }: { onCreated: () => void; onClose: () => void }) {
  const [members, setMembers] = useState<BookableMember[] | null>(null);
  const [member, setMember] = useState<BookableMember | null>(null);
  const [animalId, setAnimalId] = useState("");
  // Who handles it each week: the member ('') or one of their dependants (docs/rules.md, "Households").
  const [dependantId, setDependantId] = useState("");
  const [weekday, setWeekday] = useState("1");
  const [startTime, setStartTime] = useState("");
  const form = useFormSubmission("Erro ao criar a aula fixa");
  const { fail } = form;
  const animalFieldId = useId();
  const weekdayId = useId();

  useEffect(() => {
    // The members the trainer can book for, with their animals (as the booking dialog lists them).
    loadBookableMembers()
      .then(setMembers)
      .catch((failure: unknown) => fail(errorMessage(failure, "Erro ao carregar os alunos")));
  }, [fail]);

  const memberAnimals = member?.animals ?? [];

  function chooseMember(chosen: BookableMember | null) {
    setMember(chosen);
    setAnimalId(chosen?.animals.length === 1 ? String(chosen.animals[0].id) : "");
    setDependantId("");
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { createStandingLessonBodySchema } = await import("@/lib/validations/standing-lessons");
    const parsed = createStandingLessonBodySchema.safeParse({
      user_id: member?.id ?? "",
      animal_id: animalId,
      weekday: Number(weekday),
      start_time: startTime,
      ...(dependantId ? { dependant_id: Number(dependantId) } : {}),
    });
    if (!parsed.success) return form.invalid(parsed.error.issues[0]?.message ?? "Erro ao criar a aula fixa");
    await form.run(async () => {
      const result = await createStandingLesson(parsed.data);
      toast.success(result.message);
      setStartTime("");
      onCreated();
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="new-standing-lesson" className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id="new-standing-lesson" className="font-semibold text-slate-900">
        Nova aula fixa
      </h3>
      <FormAlert message={form.error} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <MemberCombobox
          label="Aluno"
          members={members ?? []}
          value={member?.id ?? null}
          onChange={chooseMember}
          placeholder={members === null ? "A carregar..." : undefined}
          disabled={members === null || form.saving}
        />
        <div>
          <label htmlFor={animalFieldId} className="mb-1 block text-sm font-medium text-slate-700">
            Animal
          </label>
          <select id={animalFieldId} value={animalId} disabled={!member || form.saving} onChange={(event) => setAnimalId(event.target.value)} className={INPUT_CLASS}>
            <option value="">{member ? "Selecione o animal" : "Escolha primeiro o aluno"}</option>
            {memberAnimals.map((animal) => (
              <option key={animal.id} value={animal.id}>
                {animal.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={weekdayId} className="mb-1 block text-sm font-medium text-slate-700">
            Dia da semana
          </label>
          <select id={weekdayId} value={weekday} disabled={form.saving} onChange={(event) => setWeekday(event.target.value)} className={INPUT_CLASS}>
            {WEEKDAY_NAMES.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <TextField label="Hora de início" type="time" className="[&_input]:min-h-11" value={startTime} disabled={form.saving} onChange={(event) => setStartTime(event.target.value)} />
      </div>
      {member && <WhoHandles self={member.name} dependants={member.dependants} value={dependantId} disabled={form.saving} onChange={setDependantId} />}
      {members !== null && members.length === 0 && <p className="text-sm text-slate-600">Nenhum aluno ativo tem animais registados.</p>}
      <div className="flex gap-2">
        <Button type="submit" className="min-h-11 flex-1 sm:flex-none" busy={form.saving} busyLabel="A guardar...">
          Adicionar aula fixa
        </Button>
        <Button type="button" variant="secondary" className="min-h-11" disabled={form.saving} onClick={onClose}>
          Fechar
        </Button>
      </div>
    </form>
  );
}
