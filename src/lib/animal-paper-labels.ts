import { paperState, type PaperState } from "@/lib/animal-papers";
import { fullDateLabel } from "@/lib/calendar-labels";

// How an animal's papers read on the screens and in the mails (docs/rules.md, "Animals"):
// 'Vacinação válida até 3 de dezembro de 2026', 'Seguro terminou a 3 de novembro de 2026'.

export type PaperKind = "vaccination" | "insurance";

/** The paper's name as a sentence starts it. */
export const PAPER_NAMES: Record<PaperKind, string> = { vaccination: "Vacinação", insurance: "Seguro" };

export type PaperLine = { kind: PaperKind; state: PaperState; text: string };

/** One line per paper, for a date `validUntil` seen on the club date `today`. */
export function paperLine(kind: PaperKind, validUntil: string | null, today: string): PaperLine {
  const state = paperState(validUntil, today);
  const name = PAPER_NAMES[kind];
  // 'Vacinação' is feminine, 'Seguro' masculine.
  const valid = kind === "vaccination" ? "válida" : "válido";
  const text = !validUntil
    ? `${name}: não indicad${kind === "vaccination" ? "a" : "o"}`
    : state === "ended"
      ? `${name} terminou a ${fullDateLabel(validUntil)}`
      : state === "ending"
        ? `${name} termina a ${fullDateLabel(validUntil)}`
        : `${name} ${valid} até ${fullDateLabel(validUntil)}`;
  return { kind, state, text };
}

/** Both papers of an animal. */
export function paperLines(animal: { vaccination_valid_until: string | null; insurance_valid_until: string | null }, today: string): PaperLine[] {
  return [paperLine("vaccination", animal.vaccination_valid_until, today), paperLine("insurance", animal.insurance_valid_until, today)];
}
