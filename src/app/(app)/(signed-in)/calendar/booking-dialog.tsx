"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { errorMessage, loadOverNetwork } from "@/lib/api-client";
import { isNamedBooking, type Slot } from "@/lib/availability-api";
import { bookSlot, loadBookableMembers, loadBookingChoices, loadStaffBookableMembers, type BookableMember, type BookingChoice } from "@/lib/booking-api";
import { longDateLabel } from "@/lib/calendar-labels";
import { clubToday } from "@/lib/club-time";
import { handlerName, type DependantJson } from "@/lib/household-json";
import { loadDependants } from "@/lib/household-api";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { MAYBE_BOOKED, NOT_BOOKED } from "@/lib/network-failure";
import { countLabel } from "@/lib/plural";
import { isGroupLesson, placesLabel } from "@/lib/slot-places";
import { MemberCombobox } from "@/components/forms/member-combobox";
import { WhoHandles } from "@/components/scheduling/who-handles";
import { afterAnswer, useFormSubmission } from "@/components/forms/use-form-submission";
import { AppLink } from "@/components/navigation/app-link";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { INPUT_CLASS } from "@/components/ui/input-class";
import { TextareaField } from "@/components/ui/textarea-field";
import { CancelWindowNote } from "./cancel-window-note";

/** The dialog's note on the club's lead time (docs/rules.md, "Booking"), for members: the trainer books at any time. */
export const bookingLeadNote = (hours: number) =>
  `As marcações devem ser feitas com pelo menos ${countLabel(hours, { one: "hora", other: "horas" })} de antecedência, exceto à segunda-feira.`;

type BookingDialogProps = {
  /** The available slot to book; null when closed. */
  slot: Slot | null;
  /** The staff (the trainer, an assistant on a lesson they give) book a member in. */
  trainer: boolean;
  /** An assistant trainer: the members come by name only (GET /api/trainers/bookable-members). */
  assistant?: boolean;
  /** The club's lead time in hours (members); null: not known, no note. */
  leadHours?: number | null;
  /** The club's cancellation window in hours; null: not known, no note. */
  cancelHours?: number | null;
  onClose: () => void;
  /** After each answer, booked or refused: a refusal (409) means the slot changed meanwhile. */
  onSettled: () => void;
};

/**
 * 'Marcar aula': choose the animal (the trainer: the member, found by typing, then their animal) for
 * an available slot; for a member with dependants, who handles it ('Quem conduz?': 'Eu', or the
 * member's name for the trainer, or each dependant).
 */
export function BookingDialog({ slot, trainer, assistant = false, leadHours = null, cancelHours = null, onClose, onSettled }: BookingDialogProps) {
  return (
    <Modal
      open={slot !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Marcar aula"
      description={slot ? `${longDateLabel(slot.date, clubToday())}, ${slot.start_time} - ${slot.end_time}` : ""}
      showDescription
    >
      {slot && <BookingForm key={slot.id} slot={slot} trainer={trainer} assistant={assistant} leadHours={leadHours} cancelHours={cancelHours} onClose={onClose} onSettled={onSettled} />}
    </Modal>
  );
}

function BookingForm({ slot, trainer, assistant = false, leadHours = null, cancelHours = null, onClose, onSettled }: BookingDialogProps & { slot: Slot }) {
  const selectId = useId();
  // Whom it can be for: the trainer's members with their animals, or the member alone with theirs.
  const [members, setMembers] = useState<BookableMember[] | null>(null);
  const [memberId, setMemberId] = useState<number | null>(null);
  const [animalId, setAnimalId] = useState("");
  // Who handles the lesson (docs/rules.md, "Households"): '' for the member, else one of the
  // chosen member's dependants (the member's own household, or the trainer's pick's).
  const [dependantId, setDependantId] = useState("");
  const [observations, setObservations] = useState("");
  // Bumped by 'Tentar novamente' after the choices failed to load.
  const [choicesAttempt, setChoicesAttempt] = useState(0);
  const [choicesFailed, setChoicesFailed] = useState(false);
  const { error, saving, fail, invalid, run, clearError } = useFormSubmission("Erro ao marcar aula", NOT_BOOKED, MAYBE_BOOKED);

  // The form's schema comes while the member chooses, so that the tap sends at once.
  useEffect(() => void loadSchema().catch(() => {}), []);

  useEffect(
    () =>
      loadWhileCurrent(!trainer ? loadOwnChoices() : assistant ? loadStaffBookableMembers() : loadBookableMembers(), (loaded) => {
        setMembers(loaded);
        if (!trainer && loaded.length === 1) choose(loaded[0]);
      }, (failure) => {
        setChoicesFailed(true);
        fail(errorMessage(failure, "Erro ao carregar dados para marcação"));
      }),
    [trainer, assistant, choicesAttempt, fail],
  );

  /** The member chosen (the trainer's pick, or the member themself): one animal is chosen already. */
  function choose(member: BookableMember | null) {
    setMemberId(member?.id ?? null);
    setAnimalId(member?.animals.length === 1 ? String(member.animals[0].id) : "");
    setDependantId("");
  }

  function retryChoices() {
    clearError();
    setChoicesFailed(false);
    setChoicesAttempt((attempt) => attempt + 1);
  }

  const member = members?.find((candidate) => candidate.id === memberId) ?? null;
  // A group lesson's animals that have their place already are not offered again (docs/rules.md, "Group lessons").
  const placed = new Set(slot.bookings.filter(isNamedBooking).map((place) => place.animal_id));
  const animals = member?.animals.filter((animal) => !placed.has(animal.id)) ?? [];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Busy from the tap on (a second tap sends nothing), the schema's loading included.
    // A refusal (the slot changed since the calendar loaded) is said once, in the dialog, where the
    // member is looking: not also as a toast behind it, nor beside the lead-time note it repeats.
    // A network failure is a toast too, and leaves everything as it was for the same tap again.
    void run(async () => {
      if (trainer && !member) return invalid("Selecione o aluno.");
      const { bookSlotBodySchema } = await loadSchema();
      const parsed = bookSlotBodySchema.safeParse({
        availability_slot_id: slot.id,
        animal_id: animals.some((animal) => String(animal.id) === animalId) ? Number(animalId) : "",
        ...(trainer && member ? { user_id: member.id } : {}),
        ...(dependantId ? { dependant_id: Number(dependantId) } : {}),
        observations,
      });
      if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? "Erro ao marcar aula");
      const result = await afterAnswer(bookSlot(parsed.data), onSettled);
      toast.success(result.message || "Aula marcada com sucesso!");
      onClose();
    }, { refusalInline: true });
  }

  const noAnimals = members !== null && members.length === 0;
  const loadingChoices = members === null && !choicesFailed;
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      {!error && !trainer && leadHours !== null && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">{bookingLeadNote(leadHours)}</p>
      )}
      <CancelWindowNote trainer={trainer} hours={cancelHours} />
      {isGroupLesson(slot) && <GroupLessonPlaces slot={slot} trainer={trainer} />}
      <FormAlert message={error} />
      {trainer && !noAnimals && (
        <MemberCombobox
          label="Aluno"
          members={members ?? []}
          value={memberId}
          disabled={saving || members === null}
          placeholder={loadingChoices ? "A carregar..." : assistant ? "Escreva o nome" : undefined}
          onChange={choose}
        />
      )}
      {(!trainer || member) && (
        <div>
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-700">
            Animal
          </label>
          <select
            id={selectId}
            required
            value={animalId}
            disabled={!member || saving}
            onChange={(event) => setAnimalId(event.target.value)}
            className={INPUT_CLASS}
          >
            <option value="">{loadingChoices ? "A carregar..." : "Selecione um animal"}</option>
            {animals.map((animal) => (
              <option key={animal.id} value={animal.id}>
                {animal.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {member && <WhoHandles self={trainer ? member.name : "Eu"} dependants={member.dependants} value={dependantId} disabled={saving} onChange={setDependantId} />}
      {choicesFailed && (
        <Button type="button" variant="secondary" onClick={retryChoices}>
          Tentar novamente
        </Button>
      )}
      {noAnimals && (
        <p className="text-sm text-slate-600">
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
      <TextareaField
        label="Observações (opcional)"
        value={observations}
        maxLength={1000}
        disabled={saving}
        onChange={(event) => setObservations(event.target.value)}
      />
      <DialogActions busy={saving} onBack={onClose} label="Marcar aula" busyLabel="A marcar..." disabled={members === null || noAnimals} />
    </form>
  );
}

/** A group lesson's places left, and for the trainer who takes part (docs/rules.md, "Group lessons"). */
function GroupLessonPlaces({ slot, trainer }: { slot: Slot; trainer: boolean }) {
  const participants = slot.bookings.filter(isNamedBooking);
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
      <p className="font-semibold">
        Aula de grupo: {placesLabel(slot)} de {slot.capacity}
      </p>
      {trainer && participants.length > 0 && (
        <ul aria-label="Participantes" className="mt-1 list-disc pl-5">
          {participants.map((place) => (
            <li key={place.id}>
              {handlerName(place.user_name, place.dependant)} com {place.animal_name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Loaded when first needed: zod is no part of the calendar's first load. */
function loadSchema() {
  return loadOverNetwork(import("@/lib/validations/bookings"));
}

/**
 * A member's choices: their animals, and their household's dependants (none when it cannot be
 * read: the member still books for themself).
 */
async function loadOwnChoices(): Promise<BookableMember[]> {
  const [choices, household] = await Promise.all([loadBookingChoices({ trainer: false }), loadDependants().catch(() => [])]);
  return asOwnChoices(choices, household);
}

/** A member's own animals and household as the one member they can book for (the member's name is not shown). */
function asOwnChoices(choices: BookingChoice[], household: DependantJson[]): BookableMember[] {
  if (choices.length === 0) return [];
  const animals = choices.map((choice) => ({ id: choice.animal_id, name: choice.label }));
  return [{ id: choices[0].user_id, name: "", email: "", animals, dependants: household }];
}
