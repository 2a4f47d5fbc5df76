import { addClubDays, clubInstant, clubTimeOf, clubToday, now } from "@/lib/club-time";
import { hasEndedPapers } from "@/lib/animal-papers";
import type { Attendance } from "@/lib/training-record";
import { queryRows } from "@/server/db";
import { readThrough } from "@/server/read-cache";
import { handlerName } from "@/lib/household-json";
import { bookingDependantSql } from "@/server/household/dependant-json";

export type TodaysLessonJson = {
  booking_id: number;
  /** 'HH:mm', club time. */
  start_time: string;
  end_time: string;
  /** Who handles it: the member, or their dependant ('Rita (resp. Ana Silva)', docs/rules.md, "Households"). */
  member_name: string;
  animal_name: string;
  /** The animal's vaccination or insurance ended before today (docs/rules.md, "Animals"). */
  papers_ended: boolean;
  /** It has started: the trainer may mark it (docs/rules.md, "The training record"). */
  started: boolean;
  /** Null until the trainer marks it. */
  attendance: Attendance | null;
};

type Row = {
  booking_id: number;
  starts_at: Date;
  ends_at: Date;
  member_name: string;
  dependant: { name: string } | null;
  animal_name: string;
  vaccination_valid_until: string | null;
  insurance_valid_until: string | null;
  attendance: Attendance | null;
};

/**
 * The trainer's home: every lesson of the club's today (started, running or to come), in start
 * order, with its member and animal, the animal flagged when its papers have ended, and whether
 * it has started and how it was marked. One statement; kept while the club's data holds
 * (read-cache.ts), per day; which have started is the clock's, applied as it answers.
 */
export async function listTodaysLessons(): Promise<{ date: string; lessons: TodaysLessonJson[] }> {
  const at = now();
  const date = clubToday(at);
  const kept = await readThrough(`lessons of ${date}`, ["lessons", "members"], async () => {
    const [from, to] = [clubInstant(date, "00:00"), clubInstant(addClubDays(date, 1), "00:00")];
    const rows = await queryRows<Row>`
      SELECT b.id AS booking_id, s.starts_at, s.ends_at, u.name AS member_name, ${bookingDependantSql("b")} AS dependant, a.name AS animal_name,
             a.vaccination_valid_until::text AS vaccination_valid_until,
             a.insurance_valid_until::text AS insurance_valid_until, b.attendance
      FROM bookings b
      JOIN availability_slots s ON s.id = b.availability_slot_id
      JOIN users u ON u.id = b.user_id
      JOIN animals a ON a.id = b.animal_id
      WHERE s.starts_at >= ${from} AND s.starts_at < ${to}
      ORDER BY s.starts_at, b.id`;
    return rows.map((row) => ({
      booking_id: row.booking_id,
      start_time: clubTimeOf(row.starts_at),
      end_time: clubTimeOf(row.ends_at),
      member_name: handlerName(row.member_name, row.dependant),
      animal_name: row.animal_name,
      papers_ended: hasEndedPapers(row, date),
      attendance: row.attendance,
      startsAt: row.starts_at,
    }));
  });
  const lessons = kept.map(({ startsAt, ...lesson }) => ({ ...lesson, started: startsAt <= at }));
  return { date, lessons };
}
