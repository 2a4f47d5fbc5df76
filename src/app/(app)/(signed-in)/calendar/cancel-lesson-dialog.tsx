"use client";

import type { NamedBooking, Slot } from "@/lib/availability-api";
import { cancelBooking } from "@/lib/booking-api";
import { longDateLabel } from "@/lib/calendar-labels";
import { clubToday } from "@/lib/club-time";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";

export type LessonToCancel = { slot: Slot; booking: NamedBooking };

type CancelLessonDialogProps = {
  lesson: LessonToCancel | null;
  onClose: () => void;
  /** After each attempt, cancelled or refused: a refusal may mean the lesson changed meanwhile. */
  onSettled: () => void;
};

/** Asks before cancelling a lesson (the trainer: any; a member: their own). */
export function CancelLessonDialog({ lesson, onClose, onSettled }: CancelLessonDialogProps) {
  const { error, saving: busy, run, clearError } = useFormSubmission("Erro ao cancelar aula");

  function close() {
    if (busy) return;
    clearError();
    onClose();
  }

  async function handleConfirm() {
    if (!lesson) return;
    await run(async () => {
      try {
        const result = await cancelBooking(lesson.booking.id);
        toast.success(result.message || "Aula cancelada com sucesso!");
        onClose();
      } finally {
        onSettled();
      }
    });
  }

  return (
    <Modal
      open={lesson !== null}
      onOpenChange={(open) => !open && close()}
      title="Cancelar Aula"
      description="Tem certeza que deseja cancelar esta aula?"
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
              {lesson.booking.user_name} com {lesson.booking.animal_name}
            </p>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" disabled={busy} onClick={close}>
              Voltar
            </Button>
            <Button type="button" variant="danger" disabled={busy} onClick={handleConfirm}>
              {busy ? "A cancelar..." : "Cancelar aula"}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
