import { countLabel } from "@/lib/plural";

/** The cancellation window's rule text (docs/rules.md, "Cancellation"), or null when the club has none. */
export function cancelWindowText(hours: number, trainer: boolean): string | null {
  if (!Number.isInteger(hours) || hours <= 0) return null;
  const span = countLabel(hours, { one: "hora", other: "horas" });
  return trainer
    ? `Os alunos só podem cancelar uma aula até ${span} antes do início; o treinador pode cancelar até a aula começar.`
    : `Só é possível cancelar uma aula até ${span} antes do início.`;
}

/**
 * The booking modal's line on the cancellation window, shown only when the club has one. The
 * window comes with the page (calendar/page.tsx), so the line is there when the dialog opens.
 */
export function CancelWindowNote({ trainer, hours }: { trainer: boolean; hours: number | null }) {
  const text = hours === null ? null : cancelWindowText(hours, trainer);
  if (!text) return null;
  return <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">{text}</p>;
}
