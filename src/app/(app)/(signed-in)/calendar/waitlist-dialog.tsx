"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/api-client";
import type { Slot } from "@/lib/availability-api";
import { loadBookingChoices, type BookingChoice } from "@/lib/booking-api";
import type { DependantJson } from "@/lib/household-json";
import { loadDependants } from "@/lib/household-api";
import { longDateLabel } from "@/lib/calendar-labels";
import { clubToday } from "@/lib/club-time";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { MAYBE_ON_WAITLIST, NOT_OFF_WAITLIST, NOT_ON_WAITLIST } from "@/lib/network-failure";
import { countLabel } from "@/lib/plural";
import { joinWaitlist, leaveWaitlist } from "@/lib/waitlist-api";
import { joinWaitlistBodySchema } from "@/lib/validations/waitlist";
import { afterAnswer, useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { WhoHandles } from "@/components/scheduling/who-handles";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { INPUT_CLASS } from "@/components/ui/input-class";

type WaitlistDialogProps = {
  /** The booked slot whose list is shown; null when closed. */
  slot: Slot | null;
  trainer: boolean;
  onClose: () => void;
  /** After each join or leave the server answered: the calendar reloads the list's length. */
  onSettled: () => void;
};

/** 'Lista de espera': members join with an animal or see their place and leave; the trainer sees who waits. */
export function WaitlistDialog({ slot, trainer, onClose, onSettled }: WaitlistDialogProps) {
  return (
    <Modal
      open={slot !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Lista de espera"
      description={slot ? `${longDateLabel(slot.date, clubToday())}, ${slot.start_time} - ${slot.end_time}` : ""}
      showDescription
    >
      {slot &&
        (trainer ? (
          <WaitingNames slot={slot} onClose={onClose} />
        ) : (
          <MemberWaitlist key={slot.id} slot={slot} onClose={onClose} onSettled={onSettled} />
        ))}
    </Modal>
  );
}

function WaitingNames({ slot, onClose }: { slot: Slot; onClose: () => void }) {
  const waiting = slot.waitlist ?? [];
  return (
    <div className="space-y-4">
      {waiting.length === 0 ? (
        <p className="text-sm text-slate-600">Ninguém está à espera desta aula.</p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {waiting.map((entry, index) => (
            <li key={index} className="flex gap-3 px-3 py-2 text-sm text-slate-900">
              <span className="w-6 shrink-0 font-semibold tabular-nums">{index + 1}.</span>
              <span className="min-w-0 break-words">
                {entry.user_name} com {entry.animal_name}
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="flex justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Voltar
        </Button>
      </div>
    </div>
  );
}

function MemberWaitlist({ slot, onClose, onSettled }: Omit<WaitlistDialogProps, "trainer"> & { slot: Slot }) {
  const selectId = useId();
  const [choices, setChoices] = useState<BookingChoice[] | null>(null);
  const [choice, setChoice] = useState("");
  // A member's household (docs/rules.md, "Households"): who would handle the lesson, '' for the member.
  const [dependants, setDependants] = useState<DependantJson[]>([]);
  const [dependantId, setDependantId] = useState("");
  const mine = slot.my_waitlist_entry ?? null;
  const { error, saving, fail, run } = useFormSubmission("Erro na lista de espera", mine ? NOT_OFF_WAITLIST : NOT_ON_WAITLIST, MAYBE_ON_WAITLIST);
  const waiting = mine !== null;

  useEffect(
    () =>
      waiting
        ? undefined
        : loadWhileCurrent(
            Promise.all([loadBookingChoices({ trainer: false }), loadDependants().catch(() => [])]),
            ([loaded, household]) => {
              setChoices(loaded);
              setDependants(household);
            },
            (failure) => fail(errorMessage(failure, "Erro ao carregar os seus animais")),
          ),
    [waiting, fail],
  );

  async function settle(send: () => Promise<{ message: string }>) {
    await run(async () => {
      toast.success((await afterAnswer(send(), onSettled)).message);
      onClose();
    });
  }

  function handleJoin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = joinWaitlistBodySchema.safeParse({
      availability_slot_id: slot.id,
      animal_id: Number(choice) || "",
      ...(dependantId ? { dependant_id: Number(dependantId) } : {}),
    });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "Erro na lista de espera");
    return settle(() => joinWaitlist(parsed.data));
  }

  const count = slot.waitlist_count ?? 0;
  if (mine) {
    return (
      <div className="space-y-4">
        <FormAlert message={error} />
        <p className="rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-slate-800">
          Está na lista de espera: <strong>{mine.position}.º lugar</strong> de {count}. Se a aula for cancelada, recebe
          um email e a vaga aparece na página inicial.
        </p>
        <DialogActions
          busy={saving}
          backLabel="Voltar"
          onBack={onClose}
          label="Sair da lista"
          busyLabel="A sair..."
          variant="danger"
          onAction={() => settle(() => leaveWaitlist(mine.id))}
        />
      </div>
    );
  }
  return (
    <form onSubmit={handleJoin} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        {count === 0 ? "Ainda ninguém está à espera desta aula." : `${countLabel(count, { one: "pessoa está", other: "pessoas estão" })} à espera.`}{" "}
        Se a aula for cancelada, o primeiro da lista recebe a vaga por email e na página inicial.
      </p>
      <FormAlert message={error} />
      <div>
        <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-700">
          Animal
        </label>
        <select id={selectId} value={choice} disabled={choices === null || saving} onChange={(event) => setChoice(event.target.value)} className={INPUT_CLASS}>
          <option value="">{choices === null ? "A carregar..." : "Selecione um animal"}</option>
          {choices?.map((option) => (
            <option key={option.animal_id} value={option.animal_id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <WhoHandles self="Eu" dependants={dependants} value={dependantId} disabled={saving} onChange={setDependantId} />
      <DialogActions busy={saving} onBack={onClose} label="Entrar na lista" busyLabel="A entrar..." disabled={choices === null} />
    </form>
  );
}
