import { clubToday } from "@/lib/club-time";

// When a lesson happens relative to now: the 'Agora' and 'Seguinte' badges of the calendar and
// the 'Agora' badge of the upcoming-classes card. Pure functions of the lessons and the instant.

type Timed = { starts_at: string; ends_at: string };
type CalendarSlot = Timed & { id: number; status: string };

export type SlotBadge = "Agora" | "Seguinte";

/** Started and not yet ended. */
export function isInProgress(lesson: Timed, now: Date): boolean {
  const time = now.getTime();
  return Date.parse(lesson.starts_at) <= time && time < Date.parse(lesson.ends_at);
}

/** Already started (nobody is offered to book or cancel it). */
export function hasStarted(lesson: Timed, now: Date): boolean {
  return Date.parse(lesson.starts_at) <= now.getTime();
}

/**
 * The calendar's badges for the slots on show (club dates `from`..`to`): 'Agora' for the slot in
 * progress, 'Seguinte' for the first booked slot that starts after now. Only a range holding
 * today gets badges: for another range we cannot tell which booked lesson really comes next.
 */
export function slotBadges(
  slots: readonly CalendarSlot[],
  range: { from: string; to: string },
  now: Date,
): Map<number, SlotBadge> {
  const badges = new Map<number, SlotBadge>();
  const today = clubToday(now);
  if (today < range.from || today > range.to) return badges;

  for (const slot of slots) if (isInProgress(slot, now)) badges.set(slot.id, "Agora");
  const next = [...slots]
    .filter((slot) => slot.status === "booked" && Date.parse(slot.starts_at) > now.getTime())
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))[0];
  if (next) badges.set(next.id, "Seguinte");
  return badges;
}
