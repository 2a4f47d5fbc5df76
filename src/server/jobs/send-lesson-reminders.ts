import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import { noticeLessonReminder } from "@/server/notices/lesson-reminder";
import { bookingSettings } from "@/server/settings/club-settings";
import { readCachedSlotWeather } from "@/server/weather/read-slot-weather";

// Lesson reminders (docs/rules.md, "Reminders"): one notice (notices/lesson-reminder.ts) per
// booking as soon as its lesson is within `reminder_hours_before` hours of its start and has not
// started (0: no reminders). The claim is the booking's `reminder_sent_at`, set by a conditional
// UPDATE in the same transaction as the notice: a second instance waits on the row lock, then finds it set and sends nothing. A
// cancelled booking is deleted, so it is never reminded. The weather comes from the cache only.

/** Bookings reminded per run at most; the rest wait for the next minute. */
const BATCH = 200;

export type RemindersResult = { sent: number };

export async function sendLessonReminders(): Promise<RemindersResult | null> {
  const { reminderHoursBefore } = await bookingSettings();
  if (!(reminderHoursBefore > 0)) return null;
  const at = now();
  const due = await db.booking.findMany({
    where: {
      reminderSentAt: null,
      slot: { startsAt: { gt: at, lte: new Date(at.getTime() + reminderHoursBefore * 3600_000) } },
      user: { erasedAt: null },
    },
    select: {
      id: true,
      slot: { select: { startsAt: true, endsAt: true } },
      animal: { select: { name: true } },
      dependant: { select: { name: true } },
      user: { select: { id: true, name: true, email: true } },
    },
    orderBy: { slot: { startsAt: "asc" } },
    take: BATCH,
  });
  if (due.length === 0) return null;

  const weather = await readCachedSlotWeather();
  let sent = 0;
  for (const booking of due) {
    const claimed = await db.$transaction(async (tx) => {
      const count = await tx.$executeRaw`
        UPDATE bookings SET reminder_sent_at = ${at} WHERE id = ${booking.id} AND reminder_sent_at IS NULL`;
      if (count === 0) return false;
      const { slot, animal, dependant, user } = booking;
      // A dependant's lesson: the guardian is reminded, with who handles it (docs/rules.md, "Households").
      const lesson = { startsAt: slot.startsAt, endsAt: slot.endsAt, animalName: animal.name, dependantName: dependant?.name };
      await noticeLessonReminder(tx, user, lesson, weather(slot.startsAt) ?? null);
      return true;
    });
    if (claimed) sent++;
  }
  return sent > 0 ? { sent } : null;
}
