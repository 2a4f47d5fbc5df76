"use client";

import { useState } from "react";
import { sendWeeklyEmail } from "@/lib/trainer-availability-api";
import { weekRangeLabel } from "@/lib/week-labels";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { MailIcon } from "@/components/ui/icons/mail-icon";
import { toast } from "@/components/toast";
import { ReadyButton } from "@/components/ui/ready-button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** The trainer's weekly view: mail every active member the week's free lessons (Monday..Sunday). */
export function WeeklyEmailButton({ week }: { week: { from: string; to: string } }) {
  const [confirming, setConfirming] = useState(false);
  const { error, saving, run, clearError } = useFormSubmission("Erro ao enviar email semanal");

  function close() {
    setConfirming(false);
    clearError();
  }

  async function handleSend() {
    // On failure the dialog stays open with the reason.
    await run(async () => {
      const result = await sendWeeklyEmail({ start_date: week.from, end_date: week.to });
      toast.success(result.message || "Email semanal enviado com sucesso!");
      setConfirming(false);
    });
  }

  return (
    <>
      <ReadyButton type="button" variant="secondary" onClick={() => setConfirming(true)}>
        <MailIcon className="h-4 w-4" />
        Enviar email semanal
      </ReadyButton>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && close()}
        title="Enviar email semanal"
        message={`Enviar a todos os alunos ativos as aulas disponíveis de ${weekRangeLabel(week.from)}?`}
        confirmLabel="Enviar email"
        busyLabel="A enviar..."
        busy={saving}
        error={error}
        onConfirm={handleSend}
      />
    </>
  );
}
