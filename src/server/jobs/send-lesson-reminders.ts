import { formatClub, now } from "@/lib/club-time";
import { db } from "@/server/db";
import { enqueueEmail } from "@/server/mail/enqueue-email";
import { bookingSettings } from "@/server/settings/club-settings";
import { readCachedSlotWeather, type SlotWeatherLookup } from "@/server/weather/read-slot-weather";

// Lesson reminders (docs/rules.md, "Reminders"): one mail per booking as soon as its lesson is within
// `reminder_hours_before` hours of its start and has not started (0: no reminders). The claim is
// the booking's `reminder_sent_at`, set by a conditional UPDATE in the same transaction as the
// outbox row: a second instance waits on the row lock, then finds it set and sends nothing. A
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
      user: { select: { name: true, email: true } },
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
      await enqueueEmail(tx, reminderMail(booking, weather));
      return true;
    });
    if (claimed) sent++;
  }
  return sent > 0 ? { sent } : null;
}

type DueBooking = {
  slot: { startsAt: Date; endsAt: Date };
  animal: { name: string };
  user: { name: string; email: string };
};

export function reminderMail(booking: DueBooking, weather: SlotWeatherLookup) {
  const { startsAt, endsAt } = booking.slot;
  const time = formatClub(startsAt, "HH:mm");
  const forecast = weather(startsAt);
  const lines = [
    `Olá ${booking.user.name},`,
    "",
    "Lembramos a sua próxima aula:",
    `Data: ${formatClub(startsAt, "EEEE, d 'de' MMMM 'de' yyyy")}`,
    `Hora: ${time} - ${formatClub(endsAt, "HH:mm")}`,
    `Animal: ${booking.animal.name}`,
    ...(forecast ? [`Tempo previsto: ${forecast.temp.toFixed(1).replace(".", ",")} °C, ${forecast.description}`] : []),
    "",
    "Se não puder comparecer, cancele a marcação na aplicação.",
  ];
  return {
    to: booking.user.email,
    subject: `ACE - Lembrete: aula de ${formatClub(startsAt, "EEEE, d 'de' MMMM")} às ${time}`,
    body: lines.join("\n"),
  };
}
