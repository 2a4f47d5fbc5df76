"use client";

import { useEffect, useState } from "react";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { countLabel } from "@/lib/plural";
import { loadSettings } from "@/lib/settings-api";

/** The cancellation window's rule text (docs/rules.md, "Cancellation"), or null when the club has none. */
export function cancelWindowText(hours: number, trainer: boolean): string | null {
  if (!Number.isInteger(hours) || hours <= 0) return null;
  const span = countLabel(hours, { one: "hora", other: "horas" });
  return trainer
    ? `Os alunos só podem cancelar uma aula até ${span} antes do início; o treinador pode cancelar até a aula começar.`
    : `Só é possível cancelar uma aula até ${span} antes do início.`;
}

/** The booking modal's line on the cancellation window, shown only when the club has one. */
export function CancelWindowNote({ trainer }: { trainer: boolean }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(
    () =>
      loadWhileCurrent(
        loadSettings(),
        (settings) => setText(cancelWindowText(Number(settings.cancel_min_hours_before?.value ?? 0), trainer)),
        () => setText(null), // the server states the rule on a refused cancel anyway
      ),
    [trainer],
  );
  if (!text) return null;
  return <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">{text}</p>;
}
