import type { Slot } from "@/lib/availability-api";
import type { SlotBadge } from "@/lib/lesson-timing";

// A slot's status as members read it, with the calendar's colours (spec: booked blue, blocked by
// the trainer grey; available green like the club's actions; unavailable muted).

type SlotStatus = Slot["status"];

export const SLOT_STATUS_LABELS: Record<SlotStatus, string> = {
  available: "Disponível",
  booked: "Marcada",
  blocked: "Bloqueada",
  unavailable: "Indisponível",
};

/** The card's frame and background for each status. */
export const SLOT_CARD_TONES: Record<SlotStatus, string> = {
  available: "border-brand-200 bg-brand-50 text-slate-900",
  booked: "border-blue-200 bg-blue-50 text-slate-900",
  blocked: "border-slate-300 bg-slate-200 text-slate-700",
  unavailable: "border-dashed border-slate-200 bg-white text-slate-500",
};

const STATUS_BADGE_TONES: Record<SlotStatus, string> = {
  available: "bg-brand-100 text-brand-800 ring-brand-200",
  booked: "bg-blue-100 text-blue-800 ring-blue-200",
  blocked: "bg-slate-300/70 text-slate-800 ring-slate-400/60",
  unavailable: "bg-slate-50 text-slate-500 ring-slate-200",
};

export function SlotStatusBadge({ status }: { status: SlotStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_BADGE_TONES[status]}`}
    >
      {SLOT_STATUS_LABELS[status]}
    </span>
  );
}

/** 'Agora' (the lesson in progress) and 'Seguinte' (the next booked lesson). */
export function LessonTimingBadge({ badge }: { badge: SlotBadge }) {
  const tone = badge === "Agora" ? "bg-amber-400 text-amber-950" : "bg-purple-600 text-white";
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold ${tone}`}>{badge}</span>;
}
