"use client";

import { useState, type ReactNode } from "react";
import { saveNoticeSettings, type NoticeSettings } from "@/lib/notice-settings-api";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { FormAlert } from "@/components/ui/form-alert";
import { SwitchRow } from "@/components/ui/switch-row";

/** One of a member's notice choices as a switch: its label and what it means on and off. */
export type NoticeChoice = { key: keyof NoticeSettings; label: string; on: string; off: string };

/**
 * 'Avisos por Email': a switch per choice, each saved on its own tap (PUT
 * /api/auth/notice-settings, docs/rules.md, "Notices"). The member's account page and an
 * assistant trainer's home show it with their own choices; `children` goes below the switches.
 */
export function NoticeSwitches({ headingId, choices, initial, children }: { headingId: string; choices: readonly NoticeChoice[]; initial: NoticeSettings; children?: ReactNode }) {
  const [settings, setSettings] = useState(initial);
  const { error, saving, run } = useFormSubmission("Erro ao guardar as preferências de avisos.");

  async function toggle(key: NoticeChoice["key"]) {
    await run(async () => {
      const result = await saveNoticeSettings({ [key]: !settings[key] });
      setSettings(result.notice_settings);
      toast.success(result.message || "Preferências de avisos guardadas.");
    });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Avisos por Email
      </h2>
      <FormAlert message={error} />
      {choices.map((choice) => (
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
      {children}
    </section>
  );
}
