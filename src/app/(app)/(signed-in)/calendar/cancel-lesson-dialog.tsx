"use client";

import { handlerName } from "@/lib/household-json";
import { useState } from "react";
import type { NamedBooking, Slot } from "@/lib/availability-api";
import { cancelBooking } from "@/lib/booking-api";
import { longDateLabel } from "@/lib/calendar-labels";
import { clubToday } from "@/lib/club-time";
import { CANCEL_REASON_MAX } from "@/lib/booking-json";
import { MAYBE_CANCELLED, NOT_CANCELLED } from "@/lib/network-failure";
import { afterAnswer, useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";

export type LessonToCancel = { slot: Slot; booking: NamedBooking };

type CancelLessonDialogProps = {
  lesson: LessonToCancel | null;
  /** The trainer may give a reason, mailed to the member (docs/rules.md, "Notices"). */
  trainer: boolean;
  onClose: () => void;
  /** After each answer, cancelled or refused: a refusal may mean the lesson changed meanwhile. */
  onSettled: () => void;
};

/** Asks before cancelling a lesson (the trainer: any, with an optional reason; a member: their own). */
export function CancelLessonDialog({ lesson, trainer, onClose, onSettled }: CancelLessonDialogProps) {
  const { error, saving: busy, run, clearError } = useFormSubmission("Erro ao cancelar aula", NOT_CANCELLED, MAYBE_CANCELLED);
  const [reason, setReason] = useState("");

  function close() {
    if (busy) return;
    clearError();
    setReason("");
    onClose();
  }

  async function handleConfirm() {
    if (!lesson) return;
    await run(async () => {
      const result = await afterAnswer(cancelBooking(lesson.booking.id, trainer ? reason : undefined), onSettled);
      toast.success(result.message || "Aula cancelada com sucesso!");
      setReason("");
      onClose();
    });
  }

  return (
    <Modal
      open={lesson !== null}
      onOpenChange={(open) => !open && close()}
      title="Cancelar Aula"
      description="Tem a certeza de que pretende cancelar esta aula?"
      showDescription
    >
      {lesson && (
        <div className="space-y-4">
          <FormAlert message={error} />
          <div className="rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-slate-800">
            <p className="font-semibold">
              {longDateLabel(lesson.slot.date, clubToday())}, {lesson.slot.start_time} - {lesson.slot.end_time}
            </p>
            <p>
              {handlerName(lesson.booking.user_name, lesson.booking.dependant, { own: lesson.booking.is_own })} com {lesson.booking.animal_name}
            </p>
          </div>
          {trainer && (
            <div>
              {/* One line: the reason goes into the mail's "Motivo:" line (docs/rules.md, "Notices"). */}
              <TextField
                label="Motivo (opcional)"
                name="reason"
                value={reason}
                maxLength={CANCEL_REASON_MAX}
                disabled={busy}
                onChange={(event) => setReason(event.target.value)}
                aria-describedby="cancel-reason-help"
                placeholder="Ex.: a pista está alagada depois da chuva."
              />
              <p id="cancel-reason-help" className="mt-1 flex justify-between gap-3 text-xs text-slate-600">
                <span>O aluno recebe um email com o cancelamento e o motivo.</span>
                <span aria-live="polite" className="shrink-0 tabular-nums">
                  {reason.length}/{CANCEL_REASON_MAX}
                </span>
              </p>
            </div>
          )}
          <DialogActions
            busy={busy}
            backLabel="Voltar"
            onBack={close}
            label="Cancelar aula"
            busyLabel="A cancelar..."
            variant="danger"
            onAction={handleConfirm}
          />
        </div>
      )}
    </Modal>
  );
}
