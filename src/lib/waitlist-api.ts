import type { BookingJson } from "@/lib/booking-json";
import type { JoinWaitlistBody } from "@/lib/validations/waitlist";
import { apiFetch } from "@/lib/api-client";
import { idempotentWrite } from "@/lib/idempotent-write";

// The browser's waiting-list calls (docs/rules.md, "Waiting list"): the calendar's dialog and the home card.

export type WaitlistEntry = {
  id: number;
  availability_slot_id: number;
  date: string;
  start_time: string;
  end_time: string;
  position: number;
  animal_id: number;
  animal_name: string;
  /** The member's dependant the lesson would be for (docs/rules.md, "Households"), or null. */
  dependant_name: string | null;
  /** ISO instant while the freed lesson is offered to this member. */
  offered_until: string | null;
};

type Message = { message: string };

export async function loadMyWaitlist(): Promise<WaitlistEntry[]> {
  return (await apiFetch<{ entries: WaitlistEntry[] }>("/bookings/waitlist/my")).entries ?? [];
}

export function joinWaitlist(body: JoinWaitlistBody) {
  return idempotentWrite<Message & { entry: { id: number; position: number } }>("/bookings/waitlist", { method: "POST", body });
}

export function leaveWaitlist(id: number) {
  return apiFetch<Message>(`/bookings/waitlist/${id}`, { method: "DELETE" });
}

export function confirmWaitlistOffer(id: number) {
  return apiFetch<Message & { booking: BookingJson }>(`/bookings/waitlist/${id}/confirm`, { method: "POST" });
}

/** Sent on window when a confirmed offer became a lesson: the upcoming-classes card reloads. */
export const BOOKINGS_CHANGED_EVENT = "ace:bookings-changed";
