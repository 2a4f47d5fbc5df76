import { addClubDays } from "@/lib/club-time";

// An animal's papers (docs/rules.md, "Animals"): the agility size category and the last day its
// vaccination and its insurance are valid. Shared by the screens, the mails and the trainer's day.

export const AGILITY_SIZES = ["S", "M", "I", "L"] as const;
export type AgilitySize = (typeof AGILITY_SIZES)[number];

/** FCI's categories as the club says them. */
export const AGILITY_SIZE_LABELS: Record<AgilitySize, string> = {
  S: "Pequeno",
  M: "Médio",
  I: "Intermédio",
  L: "Grande",
};

/** The owner is mailed this many days before a paper ends. */
export const PAPERS_NOTICE_DAYS = 14;

/**
 * Where a paper stands on a club date ('yyyy-MM-dd'): none given, valid, ending within the notice
 * days, or ended (its last valid day is before `today`).
 */
export type PaperState = "none" | "valid" | "ending" | "ended";

export function paperState(validUntil: string | null, today: string): PaperState {
  if (!validUntil) return "none";
  if (validUntil < today) return "ended";
  if (validUntil <= addClubDays(today, PAPERS_NOTICE_DAYS)) return "ending";
  return "valid";
}

/** True when the animal should not train until its papers are renewed (the trainer's day marks it). */
export function hasEndedPapers(animal: { vaccination_valid_until: string | null; insurance_valid_until: string | null }, today: string) {
  return paperState(animal.vaccination_valid_until, today) === "ended" || paperState(animal.insurance_valid_until, today) === "ended";
}
