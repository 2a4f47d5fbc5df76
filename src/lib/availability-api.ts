import { apiFetch } from "@/lib/api-client";
import type { ClosureJson } from "@/lib/closure-json";
import type { SlotWeatherJson } from "@/lib/weather-json";
import type { LeftoverJson } from "@/lib/weekly-template-json";
import type { SlotBookability, SlotJson, SlotWaitlistView } from "@/lib/slot-json";

// The browser's availability calls (/api/availability...): the calendar reads the
// slots, the trainer's /availability screen creates, deletes, blocks and unblocks them.

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

type Message = { message: string };

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

export function createSlots(body: { date: string; start_time: string; end_time: string }) {
  return apiFetch<Message & { created_slots: number; ignored_slots: number; leftover: LeftoverJson | null }>("/availability", { method: "POST", body });
}

export function deleteSlot(id: number) {
  return apiFetch<Message>(`/availability/slot/${id}`, { method: "DELETE" });
}

export function deleteSlotsOfDate(date: string) {
  return apiFetch<Message & { deleted_slots: number; preserved_slots: number }>(`/availability/date/${date}`, {
    method: "DELETE",
  });
}

export function setSlotBlocked(id: number, isBlocked: boolean) {
  return apiFetch<Message>(`/availability/slot/${id}`, { method: "PUT", body: { is_blocked: isBlocked } });
}

/** Mails every active member the free lessons of a week (Monday..Sunday). */
export function sendWeeklyEmail(range: { start_date: string; end_date: string }) {
  return apiFetch<Message & { recipients: number }>("/availability/send-weekly-email", { method: "PUT", body: range });
}
