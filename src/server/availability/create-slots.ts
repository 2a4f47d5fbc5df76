import { addMinutes } from "date-fns";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { bookingSettings } from "@/server/settings/club-settings";

/**
 * Splits [start, end) of a club date into lessons of the configured duration. A remainder
 * shorter than a lesson is not created; a lesson overlapping an existing slot is ignored (the
 * database's exclusion constraint decides, so simultaneous requests cannot create overlaps).
 */
export async function createSlots(input: { date: string; start_time: string; end_time: string }) {
  const { lessonMinutes } = await bookingSettings();
  const end = clubInstant(input.date, input.end_time);
  const lessons: { startsAt: Date; endsAt: Date }[] = [];
  for (let startsAt = clubInstant(input.date, input.start_time); addMinutes(startsAt, lessonMinutes) <= end; ) {
    const endsAt = addMinutes(startsAt, lessonMinutes);
    lessons.push({ startsAt, endsAt });
    startsAt = endsAt;
  }

  let created = 0;
  for (const lesson of lessons) {
    created += await db.$executeRaw`
      INSERT INTO availability_slots (starts_at, ends_at) VALUES (${lesson.startsAt}, ${lesson.endsAt})
      ON CONFLICT DO NOTHING`;
  }
  return {
    message: `${created} disponibilidade(s) criada(s).`,
    created_slots: created,
    ignored_slots: lessons.length - created,
  };
}
