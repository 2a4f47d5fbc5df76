"use client";

import { useState } from "react";
import { saveNoticeSettings } from "@/lib/notice-settings-api";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { FormAlert } from "@/components/ui/form-alert";
import { SwitchRow } from "@/components/ui/switch-row";

/**
 * An assistant trainer's home: 'Marcações nas minhas aulas' (docs/rules.md, "Each lesson's
 * trainer"), the mail (and push) of each booking or cancellation someone else makes on a lesson
 * they give; the account's `booking_confirmations` choice.
 */
export function LessonNoticesCard({ initial }: { initial: boolean }) {
  const [on, setOn] = useState(initial);
  const { error, saving, run } = useFormSubmission("Erro ao guardar as preferências de avisos.");

  async function toggle() {
    await run(async () => {
      const result = await saveNoticeSettings({ booking_confirmations: !on });
      setOn(result.notice_settings.booking_confirmations);
      toast.success(result.message || "Preferências de avisos guardadas.");
    });
  }

  return (
    <section aria-labelledby="lesson-notices" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="lesson-notices" className="text-lg font-semibold text-slate-900">
        Avisos por Email
      </h2>
      <FormAlert message={error} />
      <SwitchRow
        label="Marcações nas minhas aulas"
        description={on ? "Recebe um aviso quando alguém marca ou cancela uma das aulas que dá." : "Não recebe avisos das marcações nas aulas que dá: veja-as no calendário."}
        on={on}
        disabled={saving}
        onToggle={() => void toggle()}
        className="mt-4"
      />
    </section>
  );
}
