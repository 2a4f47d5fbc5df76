import type { BookingJson } from "@/lib/booking-json";
import type { AnimalJson } from "@/lib/animal-json";
import type { BookSlotBody } from "@/lib/validations/bookings";
import { apiFetch } from "@/lib/api-client";
import { idempotentWrite } from "@/lib/idempotent-write";

// The browser's booking calls (/api/bookings...), for the calendar and the home
// screen's upcoming-classes card.

export type Booking = BookingJson;

/** What can be booked for: a member's own animal or one they handle, or (trainer) any member's animal. */
export type BookingChoice = { animal_id: number; user_id: number; label: string };

type Message = { message: string };

/** Lessons not yet ended, in start order: everyone's for the trainer, else one's own. */
export async function loadUpcomingBookings({ all }: { all: boolean }): Promise<Booking[]> {
  const path = all ? "/bookings/all?upcoming=1" : "/bookings/my?upcoming=1";
  return (await apiFetch<{ bookings: Booking[] }>(path)).bookings ?? [];
}

/** The booking modal's select: 'student: animal' pairs for the trainer, own animals for others. */
export async function loadBookingChoices({ trainer }: { trainer: boolean }): Promise<BookingChoice[]> {
  const { animals } = await apiFetch<{ animals: AnimalJson[] }>(trainer ? "/animals/all" : "/animals/my");
  return (animals ?? []).map((animal) => ({
    animal_id: animal.id,
    user_id: animal.user_id,
    // A shared animal names its owner (docs/rules.md, "Households").
    label: trainer ? `${animal.user_name}: ${animal.name}` : animal.handler ? `${animal.name} (de ${animal.user_name})` : animal.name,
  }));
}

/**
 * A member the trainer can book for, with their bookable animals (the booking dialog's combobox)
 * and their household's dependants ('Quem conduz?', docs/rules.md, "Households").
 */
export type BookableMember = { id: number; name: string; email: string; animals: { id: number; name: string }[]; dependants: { id: number; name: string }[] };

/**
 * The trainer's booking choices: the members with an animal that can be booked (active members'
 * animals, GET /api/animals/all), by name, each with their email (GET /api/auth/students) so that
 * the combobox finds them by either.
 */
export async function loadBookableMembers(): Promise<BookableMember[]> {
  const [{ animals }, { students }] = await Promise.all([
    apiFetch<{ animals: AnimalJson[] }>("/animals/all"),
    apiFetch<{ students: { id: number; name: string; email: string; dependants?: { id: number; name: string }[] }[] }>("/auth/students"),
  ]);
  const byOwner = new Map<number, { id: number; name: string }[]>();
  // Guests book nothing (docs/rules.md, "Roles"): their animals are not offered.
  for (const animal of (animals ?? []).filter((each) => each.role === "student" || each.role === "external")) byOwner.set(animal.user_id, [...(byOwner.get(animal.user_id) ?? []), { id: animal.id, name: animal.name }]);
  return (students ?? [])
    .filter((student) => byOwner.has(student.id))
    .map((student) => ({ id: student.id, name: student.name, email: student.email, animals: byOwner.get(student.id)!, dependants: student.dependants ?? [] }));
}

/**
 * An assistant trainer's booking choices (GET /api/trainers/bookable-members): the members who
 * book, with their animals and dependants, by name; no email (the members' data is the trainer's).
 */
export async function loadStaffBookableMembers(): Promise<BookableMember[]> {
  const { members } = await apiFetch<{ members: Omit<BookableMember, "email">[] }>("/trainers/bookable-members");
  return (members ?? []).map((member) => ({ ...member, email: "" }));
}

export function bookSlot(body: BookSlotBody) {
  return idempotentWrite<Message & { booking: Booking }>("/bookings", { method: "POST", body });
}

/** Cancels a lesson; the trainer's reason, when given, is mailed to the member. */
export function cancelBooking(id: number, reason?: string) {
  return idempotentWrite<Message>(`/bookings/${id}`, { method: "DELETE", body: reason?.trim() ? { reason } : undefined });
}

/** The signed-in member's calendar subscription URL (students and externals). */
export async function loadCalendarFeedUrl(): Promise<string | null> {
  const { user } = await apiFetch<{ user: { calendar_feed_url?: string } }>("/auth/me");
  return user?.calendar_feed_url ?? null;
}

/** Replaces the member's calendar subscription URL; the old one stops working. */
export async function resetCalendarFeedUrl(): Promise<{ message: string; calendar_feed_url: string }> {
  return apiFetch("/auth/calendar-feed/reset", { method: "POST" });
}
