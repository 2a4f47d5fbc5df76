"use client";

import { useState } from "react";
import { saveNoticeSettings, type NoticeSettings as Settings } from "@/lib/notice-settings-api";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { FormAlert } from "@/components/ui/form-alert";

/**
 * 'Avisos por Email' (docs/rules.md, "Notices"): the member may turn off the confirmation of the
 * lessons booked for them; cancellations by the trainer, waiting-list offers and payments always come.
 */
export function NoticeSettings({ initial }: { initial: Settings }) {
  const [confirmations, setConfirmations] = useState(initial.booking_confirmations);
  const { error, saving, run } = useFormSubmission("Erro ao guardar as preferências de avisos.");

  async function toggle() {
    const next = !confirmations;
    await run(async () => {
      const result = await saveNoticeSettings({ booking_confirmations: next });
      setConfirmations(result.notice_settings.booking_confirmations);
      toast.success(result.message || "Preferências de avisos guardadas.");
    });
  }

  return (
    <section aria-labelledby="notice-settings" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="notice-settings" className="text-lg font-semibold text-slate-900">
        Avisos por Email
      </h2>
      <FormAlert message={error} />
      {/* The whole row is the switch: a large target on a phone. */}
      <button
        type="button"
        role="switch"
        aria-checked={confirmations}
        aria-labelledby="booking-confirmations-label"
        aria-describedby="booking-confirmations-help"
        disabled={saving}
        onClick={toggle}
        className="mt-4 flex min-h-11 w-full items-center justify-between gap-4 rounded-xl border border-slate-200 p-3 text-left transition-colors hover:border-brand-200 disabled:opacity-60"
      >
        <span className="text-sm">
          <span id="booking-confirmations-label" className="block font-medium text-slate-800">
            Confirmação das aulas marcadas
          </span>
          <span id="booking-confirmations-help" className="block text-slate-600">
            {confirmations
              ? "Recebe um email sempre que uma aula é marcada para si."
              : "Não recebe email quando uma aula é marcada para si."}
          </span>
        </span>
        <span
          aria-hidden="true"
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${confirmations ? "bg-brand-600" : "bg-slate-300"}`}
        >
          <span
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${confirmations ? "translate-x-5.5" : "translate-x-0.5"}`}
          />
        </span>
      </button>
      <p className="mt-3 text-sm text-slate-600">
        Os cancelamentos feitos pelo treinador, as vagas da lista de espera e os pagamentos são sempre enviados.
      </p>
    </section>
  );
}
