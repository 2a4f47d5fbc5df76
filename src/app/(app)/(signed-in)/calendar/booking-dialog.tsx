"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/api-client";
import type { Slot } from "@/lib/availability-api";
import { bookSlot, loadBookingChoices, type BookingChoice } from "@/lib/booking-api";
import { longDateLabel } from "@/lib/calendar-labels";
import { clubToday } from "@/lib/club-time";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { AppLink } from "@/components/navigation/app-link";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { INPUT_CLASS } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { CancelWindowNote } from "./cancel-window-note";

/** The dialog's note on the club's lead time (docs/rules.md, "Booking"), for members: the trainer books at any time. */
export const bookingLeadNote = (hours: number) =>
  `As marcações devem ser feitas com pelo menos ${hours} ${hours === 1 ? "hora" : "horas"} de antecedência, exceto à segunda-feira.`;

type BookingDialogProps = {
  /** The available slot to book; null when closed. */
  slot: Slot | null;
  trainer: boolean;
  /** The club's lead time in hours (members); null: not known, no note. */
  leadHours?: number | null;
  onClose: () => void;
  /** After each attempt, booked or refused: a refusal (409) means the slot changed meanwhile. */
  onSettled: () => void;
};

/** 'Marcar Aula': choose the animal (the trainer: the student and animal) for an available slot. */
export function BookingDialog({ slot, trainer, leadHours = null, onClose, onSettled }: BookingDialogProps) {
  return (
    <Modal
      open={slot !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Marcar Aula"
      description={slot ? `${longDateLabel(slot.date, clubToday())}, ${slot.start_time} - ${slot.end_time}` : ""}
      showDescription
    >
      {slot && <BookingForm key={slot.id} slot={slot} trainer={trainer} leadHours={leadHours} onClose={onClose} onSettled={onSettled} />}
    </Modal>
  );
}

function BookingForm({ slot, trainer, leadHours = null, onClose, onSettled }: BookingDialogProps & { slot: Slot }) {
  const selectId = useId();
  const [choices, setChoices] = useState<BookingChoice[] | null>(null);
  const [choice, setChoice] = useState("");
  const [observations, setObservations] = useState("");
  // Bumped by 'Tentar novamente' after the choices failed to load.
  const [choicesAttempt, setChoicesAttempt] = useState(0);
  const [choicesFailed, setChoicesFailed] = useState(false);
  const { error, fail, invalid, clearError } = useFormSubmission("Erro ao marcar aula");
  const [saving, setSaving] = useState(false);

  useEffect(
    () =>
      loadWhileCurrent(loadBookingChoices({ trainer }), (loaded) => {
        setChoices(loaded);
        // A member with one animal has nothing to choose: it is chosen already.
        if (!trainer && loaded.length === 1) setChoice(String(loaded[0].animal_id));
      }, (failure) => {
        setChoicesFailed(true);
        fail(errorMessage(failure, "Erro ao carregar dados para marcação"));
      }),
    [trainer, choicesAttempt, fail],
  );

  function retryChoices() {
    clearError();
    setChoicesFailed(false);
    setChoicesAttempt((attempt) => attempt + 1);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = choices?.find((option) => String(option.animal_id) === choice);
    const { bookSlotBodySchema } = await import("@/lib/validations/bookings");
    const parsed = bookSlotBodySchema.safeParse({
      availability_slot_id: slot.id,
      animal_id: chosen?.animal_id ?? "",
      ...(trainer && chosen ? { user_id: chosen.user_id } : {}),
      observations,
    });
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? "Erro ao marcar aula");
    // A refusal (the slot changed since the calendar loaded) is said once, in the dialog, where the
    // member is looking: not also as a toast behind it, nor beside the lead-time note it repeats.
    setSaving(true);
    clearError();
    try {
      const result = await bookSlot(parsed.data);
      toast.success(result.message || "Aula marcada com sucesso!");
      onClose();
    } catch (failure) {
      invalid(errorMessage(failure, "Erro ao marcar aula"));
    } finally {
      setSaving(false);
      onSettled();
    }
  }

  const noAnimals = choices !== null && choices.length === 0;
  const loadingChoices = choices === null && !choicesFailed;
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      {!error && !trainer && leadHours !== null && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">{bookingLeadNote(leadHours)}</p>
      )}
      <CancelWindowNote trainer={trainer} />
      <FormAlert message={error} />
      <div>
        <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-700">
          {trainer ? "Aluno e animal" : "Animal"}
        </label>
        <select
          id={selectId}
          required
          value={choice}
          disabled={choices === null || noAnimals || saving}
          onChange={(event) => setChoice(event.target.value)}
          className={INPUT_CLASS}
        >
          <option value="">{loadingChoices ? "A carregar..." : trainer ? "Selecione aluno e animal" : "Selecione um animal"}</option>
          {choices?.map((option) => (
            <option key={option.animal_id} value={option.animal_id}>
              {option.label}
            </option>
          ))}
        </select>
        {choicesFailed && (
          <Button type="button" variant="secondary" className="mt-2" onClick={retryChoices}>
            Tentar novamente
          </Button>
        )}
        {noAnimals && (
          <p className="mt-2 text-sm text-slate-600">
            {trainer ? (
              "Não há animais de alunos ativos registados."
            ) : (
              <>
                Ainda não tem animais registados.{" "}
                <AppLink href="/animals" className="font-semibold text-brand-700 underline">
                  Registar um animal
                </AppLink>
              </>
            )}
          </p>
        )}
      </div>
      <TextareaField
        label="Observações (opcional)"
        value={observations}
        maxLength={1000}
        disabled={saving}
        onChange={(event) => setObservations(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" disabled={saving} onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" disabled={saving || choices === null || noAnimals}>
          {saving ? "A marcar..." : "Marcar Aula"}
        </Button>
      </div>
    </form>
  );
}
