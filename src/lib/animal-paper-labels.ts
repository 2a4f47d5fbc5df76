import { paperState, type PaperState } from "@/lib/animal-papers";

// How an animal's papers read on the screens and in the mails (docs/rules.md, "Animals"):
// 'Vacinação válida até 3 de dezembro de 2026', 'Seguro terminou a 3 de novembro de 2026'.

const MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/** A club date 'yyyy-MM-dd' as '3 de novembro de 2026'. */
export function longDateLabel(date: string): string {
  return `${Number(date.slice(8, 10))} de ${MONTHS[Number(date.slice(5, 7)) - 1]} de ${date.slice(0, 4)}`;
}

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
      ? `${name} terminou a ${longDateLabel(validUntil)}`
      : state === "ending"
        ? `${name} termina a ${longDateLabel(validUntil)}`
        : `${name} ${valid} até ${longDateLabel(validUntil)}`;
  return { kind, state, text };
}

/** Both papers of an animal. */
export function paperLines(animal: { vaccination_valid_until: string | null; insurance_valid_until: string | null }, today: string): PaperLine[] {
  return [paperLine("vaccination", animal.vaccination_valid_until, today), paperLine("insurance", animal.insurance_valid_until, today)];
}
