import { apiFetch } from "@/lib/api-client";
import type { ClosureJson } from "@/lib/closure-json";
import type { SlotWeatherJson } from "@/lib/weather-json";
import type { SlotBookability, SlotJson, SlotWaitlistView } from "@/lib/slot-json";

// The browser's reads of the slots (/api/availability...), for the calendar and the trainer's
// screens. The trainer's writes are in trainer-availability-api.ts, so that the calendar's first
// load does not carry them.

/**
 * A slot as the signed-in viewer may see it (docs/rules.md, "Calendar privacy"), with the
 * forecast's weather at its start when the forecast covers its date.
 */
export type Slot = SlotJson & SlotBookability & { weather?: SlotWeatherJson } & Partial<SlotWaitlistView>;
export type SlotBooking = NonNullable<Slot["booking"]>;
/** Someone else's lesson as an external sees it: 'Aula Privada', nothing more. */
export type PrivateBooking = Extract<SlotBooking, { private: boolean }>;
/** A lesson with who booked it (trainer, students, and an external's own lessons). */
export type NamedBooking = Exclude<SlotBooking, PrivateBooking>;

/** A club date's slots, and the closure covering the date, if any (docs/rules.md, "Closures"). */
export type SlotDay = { date: string; slots: Slot[]; closure: ClosureJson | null };
export type SlotWeek = { start_date: string; end_date: string; days: SlotDay[] };

export function isNamedBooking(booking: Slot["booking"]): booking is NamedBooking {
  return booking !== null && !("private" in booking);
}

export function loadSlotsOfDate(date: string): Promise<SlotDay> {
  return apiFetch<SlotDay>(`/availability/date/${date}`);
}

/** The week (Monday to Sunday) holding `date`, in one call. */
export function loadSlotsOfWeek(date: string): Promise<SlotWeek> {
  return apiFetch<SlotWeek>(`/availability/week/${date}`);
}
