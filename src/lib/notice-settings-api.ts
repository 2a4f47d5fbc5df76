import { apiFetch } from "@/lib/api-client";

// The member's choice of notices (the account page): PUT /api/auth/notice-settings.

export type NoticeSettings = { booking_confirmations: boolean };

export function saveNoticeSettings(settings: NoticeSettings) {
  return apiFetch<{ message: string; notice_settings: NoticeSettings }>("/auth/notice-settings", { method: "PUT", body: settings });
}
