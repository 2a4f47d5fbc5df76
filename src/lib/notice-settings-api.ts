import { apiFetch } from "@/lib/api-client";

// The member's choice of notices (the account page): PUT /api/auth/notice-settings.

export type NoticeSettings = { booking_confirmations: boolean; lesson_notes: boolean };

/** Saves the choices given; the others stay as they are. */
export function saveNoticeSettings(settings: Partial<NoticeSettings>) {
  return apiFetch<{ message: string; notice_settings: NoticeSettings }>("/auth/notice-settings", { method: "PUT", body: settings });
}
