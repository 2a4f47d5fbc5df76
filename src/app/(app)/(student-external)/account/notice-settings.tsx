"use client";

import { useState } from "react";
import { saveNoticeSettings, type NoticeSettings as Settings } from "@/lib/notice-settings-api";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { FormAlert } from "@/components/ui/form-alert";
import { SwitchRow } from "@/components/ui/switch-row";

type Choice = keyof Settings;

const CHOICES: readonly { key: Choice; label: string; on: string; off: string }[] = [
  {
    key: "booking_confirmations",
    label: "Confirmação das aulas marcadas",
    on: "Recebe um email sempre que uma aula é marcada para si.",
    off: "Não recebe email quando uma aula é marcada para si.",
  },
  {
    key: "lesson_notes",
    label: "Notas do treinador",
    on: "Recebe um aviso quando o treinador deixa uma nota sobre a aula de um animal seu.",
    off: "Não recebe aviso das notas do treinador: leia-as no registo de treino de cada animal.",
  },
];

/**
 * 'Avisos por Email' (docs/rules.md, "Notices"): the member may turn off the confirmation of the
 * lessons booked for them and the notice of the trainer's notes on their animals' lessons;
 * cancellations by the trainer, waiting-list offers and payments always come.
 */
export function NoticeSettings({ initial }: { initial: Settings }) {
  const [settings, setSettings] = useState(initial);
  const { error, saving, run } = useFormSubmission("Erro ao guardar as preferências de avisos.");

  async function toggle(key: Choice) {
    await run(async () => {
      const result = await saveNoticeSettings({ [key]: !settings[key] });
      setSettings(result.notice_settings);
      toast.success(result.message || "Preferências de avisos guardadas.");
    });
  }

  return (
    <section aria-labelledby="notice-settings" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="notice-settings" className="text-lg font-semibold text-slate-900">
        Avisos por Email
      </h2>
      <FormAlert message={error} />
      {CHOICES.map((choice) => (
        <SwitchRow
          key={choice.key}
          label={choice.label}
          description={settings[choice.key] ? choice.on : choice.off}
          on={settings[choice.key]}
          disabled={saving}
          onToggle={() => void toggle(choice.key)}
          className="mt-4"
        />
      ))}
      <p className="mt-3 text-sm text-slate-600">
        Os cancelamentos feitos pelo treinador, as vagas da lista de espera e os pagamentos são sempre enviados.
      </p>
    </section>
  );
}
