"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import type { AnimalJson } from "@/lib/animal-json";
import type { DependantJson } from "@/lib/household-json";
import { WhoHandles } from "@/components/scheduling/who-handles";
import { ConnectionError, errorMessage, loadOverNetwork } from "@/lib/api-client";
import { loadSlotsOfDate, type Slot } from "@/lib/availability-api";
import { bookSlot } from "@/lib/booking-api";
import { longDateLabel } from "@/lib/calendar-labels";
import { clubDateParam } from "@/lib/calendar-navigation";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { MAYBE_BOOKED, NOT_BOOKED } from "@/lib/network-failure";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { DateField } from "@/components/ui/date-field";
import { INPUT_CLASS } from "@/components/ui/input-class";
import { TextareaField } from "@/components/ui/textarea-field";

type BookLessonDialogProps = {
  open: boolean;
  member: { id: number; name: string };
  /** The member's animals (archived ones are not on the page). */
  animals: readonly AnimalJson[];
  /** The member's household: a lesson may be for one of them (docs/rules.md, "Households"). */
  dependants: readonly DependantJson[];
  /** Today's club date: where the day starts, and the earliest one offered. */
  today: string;
  onClose: () => void;
  /** A lesson was booked: the page reads the member's lessons again. */
  onBooked: () => void;
};

/**
 * 'Marcar aula' on a member's page: one of their animals, who handles it when the member has
 * dependants ('Quem conduz?'), a day, then a free lesson of that day.
 * Booked through POST /api/bookings with the member named, as the calendar's booking dialog does
 * for the trainer: the same rules (docs/rules.md, "Booking"), and their refusals shown here.
 */
export function BookLessonDialog({ open, member, onClose, ...form }: BookLessonDialogProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title="Marcar aula" description={`Para ${member.name}`} showDescription>
      <BookLessonForm member={member} onClose={onClose} {...form} />
    </Modal>
  );
}

type SlotsState = { date: string; slots: Slot[] } | { date: string; failed: string };

function BookLessonForm({ member, animals, dependants, today, onClose, onBooked }: Omit<BookLessonDialogProps, "open">) {
  const animalId = useId();
  const [animal, setAnimal] = useState(animals.length === 1 ? String(animals[0].id) : "");
  const [date, setDate] = useState(today);
  const [loaded, setLoaded] = useState<SlotsState | null>(null);
  // Bumped after a refusal (the day changed since it was read) and by 'Tentar novamente'.
  const [slotsVersion, setSlotsVersion] = useState(0);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [observations, setObservations] = useState("");
  const [dependantId, setDependantId] = useState("");
  const { error, saving, invalid, run, clearError } = useFormSubmission("Erro ao marcar aula", NOT_BOOKED, MAYBE_BOOKED);
  // The form's schema comes while the trainer chooses, so that the tap sends at once.
  useEffect(() => void loadSchema().catch(() => {}), []);

  // The day as typed, once it is a whole date: nothing loads for half of one.
  const day = clubDateParam(date);
  useEffect(() => {
    if (!day) return;
    return loadWhileCurrent(
      loadSlotsOfDate(day),
      (loadedDay) => setLoaded({ date: day, slots: loadedDay.slots.filter((slot) => slot.status === "available" && slot.bookable) }),
      (failure) => setLoaded({ date: day, failed: errorMessage(failure, "Erro ao carregar as aulas do dia") }),
    );
  }, [day, slotsVersion]);

  const current = day && loaded?.date === day ? loaded : null;
  const free = current && "slots" in current ? current.slots : [];

  function changeDate(next: string) {
    setDate(next);
    setSlotId(null);
    clearError();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Busy from the tap on, the schema's loading included: a second tap sends nothing. A refusal
    // is said once, here, where the trainer is looking (as in the calendar's dialog); a network
    // failure leaves the choice as it was, for the same tap again.
    void run(async () => {
      if (!day) return invalid("Escolha o dia da aula.");
      const { bookSlotBodySchema } = await loadSchema();
      const parsed = bookSlotBodySchema.safeParse({
        availability_slot_id: free.some((slot) => slot.id === slotId) ? slotId : "",
        animal_id: animals.some((each) => String(each.id) === animal) ? Number(animal) : "",
        user_id: member.id,
        ...(dependantId ? { dependant_id: Number(dependantId) } : {}),
        observations,
      });
      if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? "Erro ao marcar aula");
      try {
        const result = await bookSlot(parsed.data);
        toast.success(result.message || "Aula marcada com sucesso!");
        onBooked();
        onClose();
      } catch (failure) {
        if (!(failure instanceof ConnectionError)) {
          setSlotId(null);
          setSlotsVersion((version) => version + 1);
        }
        throw failure;
      }
    }, { refusalInline: true });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <FormAlert message={error} />
      <div>
        <label htmlFor={animalId} className="mb-1 block text-sm font-medium text-slate-700">
          Animal
        </label>
        <select id={animalId} value={animal} disabled={saving} onChange={(event) => setAnimal(event.target.value)} className={INPUT_CLASS}>
          <option value="">Selecione um animal</option>
          {animals.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name}
            </option>
          ))}
        </select>
      </div>
      <WhoHandles self={member.name} dependants={dependants} value={dependantId} disabled={saving} onChange={setDependantId} />
      <DateField label="Dia" value={date} disabled={saving} spelledOut={false} onChange={changeDate} />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">{day ? `Aulas livres: ${longDateLabel(day, today)}` : "Aulas livres"}</legend>
        {!day ? (
          <p className="text-sm text-slate-600">Escolha o dia para ver as aulas livres.</p>
        ) : !current ? (
          <p role="status" className="text-sm text-slate-600">
            A carregar aulas...
          </p>
        ) : "failed" in current ? (
          <div className="space-y-2">
            <FormAlert message={current.failed} />
            <Button type="button" variant="secondary" onClick={() => setSlotsVersion((version) => version + 1)}>
              Tentar novamente
            </Button>
          </div>
        ) : free.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600">Sem aulas livres neste dia.</p>
        ) : (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {free.map((slot) => (
              <label
                key={slot.id}
                className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 px-2 text-sm font-medium text-slate-800 tabular-nums hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40"
              >
                <input
                  type="radio"
                  name="slot"
                  className="sr-only"
                  checked={slotId === slot.id}
                  disabled={saving}
                  onChange={() => setSlotId(slot.id)}
                />
                {slot.start_time} - {slot.end_time}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <TextareaField
        label="Observações (opcional)"
        value={observations}
        maxLength={1000}
        disabled={saving}
        onChange={(event) => setObservations(event.target.value)}
      />
      <DialogActions busy={saving} onBack={onClose} label="Marcar aula" busyLabel="A marcar..." />
    </form>
  );
}

/** Loaded when first needed: zod is no part of the member page's first load. */
function loadSchema() {
  return loadOverNetwork(import("@/lib/validations/bookings"));
}
