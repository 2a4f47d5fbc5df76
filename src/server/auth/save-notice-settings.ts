import type { NoticeSettingsBody } from "@/lib/validations/auth";
import { db } from "@/server/db";

export const NOTICE_SETTINGS_SAVED = "Preferências de avisos guardadas.";

/**
 * PUT /api/auth/notice-settings: the member's choice of notices (docs/rules.md, "Notices"). Only
 * the confirmation of their own bookings and the trainer's notes on their lessons can be turned
 * off; the rest always come. A choice the body leaves out stays as it is.
 */
export async function saveNoticeSettings(userId: number, input: NoticeSettingsBody) {
  const saved = await db.user.update({
    where: { id: userId },
    data: { bookingConfirmations: input.booking_confirmations, lessonNotes: input.lesson_notes },
    select: { bookingConfirmations: true, lessonNotes: true },
  });
  return { message: NOTICE_SETTINGS_SAVED, notice_settings: { booking_confirmations: saved.bookingConfirmations, lesson_notes: saved.lessonNotes } };
}
