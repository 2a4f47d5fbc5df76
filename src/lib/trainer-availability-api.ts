import { apiFetch } from "@/lib/api-client";
import type { LeftoverJson } from "@/lib/weekly-template-json";

// The trainer's availability writes (/api/availability...): the /availability screen creates,
// deletes, blocks and unblocks slots and changes their places; the calendar's weekly view mails
// the week. Apart from the reads (availability-api.ts), which the calendar loads with its first screen.

type Message = { message: string };

/** `capacity`: the lessons' places, 1 (a private lesson) to 12 (docs/rules.md, "Group lessons"). */
export function createSlots(body: { date: string; start_time: string; end_time: string; capacity: number; trainer_id?: number }) {
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

/**
 * A published slot's places (docs/rules.md, "Group lessons"); sent as typed, the server says what
 * is wrong with it (400) or that it is below the places booked (409). Null: the field is empty.
 */
export function setSlotCapacity(id: number, capacity: number | null) {
  return apiFetch<Message & { capacity: number }>(`/availability/slot/${id}`, { method: "PUT", body: { capacity } });
}

/** Mails every active member the free lessons of a week (Monday..Sunday). */
export function sendWeeklyEmail(range: { start_date: string; end_date: string }) {
  return apiFetch<Message & { recipients: number }>("/availability/send-weekly-email", { method: "PUT", body: range });
}
