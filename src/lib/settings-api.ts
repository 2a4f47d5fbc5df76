import { apiFetch } from "@/lib/api-client";
import type { SettingsBody } from "@/lib/validations/settings";

// The browser's club settings (GET /settings answers { key: { value } }): the calendar checks
// bookings_blocked, the availability form shows booking_duration_minutes, the trainer's settings
// screen reads and saves them all.

export type Settings = Record<string, { value: string } | undefined>;

export function loadSettings(): Promise<Settings> {
  return apiFetch<Settings>("/settings");
}

/** PUT /settings: the trainer's settings screen sends every key it shows. */
export function saveSettings(body: SettingsBody): Promise<{ message: string }> {
  return apiFetch<{ message: string }>("/settings", { method: "PUT", body });
}
