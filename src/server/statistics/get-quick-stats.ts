import { clubMonth, clubMonthBounds, now } from "@/lib/club-time";
import type { QuickStatsJson } from "@/lib/statistics-json";
import { queryRows } from "@/server/db";
import { readThrough } from "@/server/read-cache";

// The account page's quick stats (docs/rules.md, "Statistics"): the caller's lessons already given and their
// hours, their animals (archived ones left out) and their lessons of the current club month.
// The trainer, who books for others, gets zeros for lessons.
//
// The figures move with the clock (a lesson ends, a month begins) as much as with the data, so
// the process keeps the member's lesson times while the club's data holds (read-cache.ts) and
// counts them on every read: a few hundred numbers, read in one statement straight to the driver.

type OwnLessons = { starts: number[]; ends: number[]; animals: number };

export async function getQuickStats(reader: { id: number }): Promise<QuickStatsJson> {
  const { starts, ends, animals } = await readThrough(`quick stats ${reader.id}`, ["lessons", "members"], () => readOwnLessons(reader.id));
  const current = now();
  const at = current.getTime();
  const month = clubMonthBounds(clubMonth(current));
  let given = 0;
  let seconds = 0;
  let thisMonth = 0;
  starts.forEach((start, index) => {
    if (ends[index] <= at) {
      given++;
      seconds += (ends[index] - start) / 1000;
    }
    if (start >= month.from.getTime() && start < month.to.getTime()) thisMonth++;
  });
  return { total_lessons: given, total_hours: Math.round(seconds / 36) / 100, total_animals: animals, month: thisMonth };
}

async function readOwnLessons(userId: number): Promise<OwnLessons> {
  const [row] = await queryRows<{ starts: string[] | null; ends: string[] | null; animals: number }>`
    SELECT array_agg((extract(epoch FROM s.starts_at) * 1000)::bigint) AS starts,
           array_agg((extract(epoch FROM s.ends_at) * 1000)::bigint) AS ends,
           (SELECT count(*)::int FROM animals WHERE user_id = ${userId} AND archived_at IS NULL) AS animals
    FROM bookings b JOIN availability_slots s ON s.id = b.availability_slot_id
    WHERE b.user_id = ${userId}`;
  return { starts: (row.starts ?? []).map(Number), ends: (row.ends ?? []).map(Number), animals: row.animals };
}
