import { apiFetch } from "@/lib/api-client";

// The browser's read of the club settings (GET /settings answers { key: { value } }): the
// calendar checks bookings_blocked, the availability form shows booking_duration_minutes.

export type Settings = Record<string, { value: string } | undefined>;

export function loadSettings(): Promise<Settings> {
  return apiFetch<Settings>("/settings");
}
