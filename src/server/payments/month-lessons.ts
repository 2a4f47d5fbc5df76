import { clubDateAndTimes, clubMonthBounds } from "@/lib/club-time";
import type { Tx } from "@/server/db";
import { db } from "@/server/db";

export type MonthLesson = { user_id: number; date: string; start_time: string; end_time: string; animal_name: string };

/** The lessons of some members in a club month, in start order: one query for any number of members. */
export async function monthLessons(userIds: number[], month: string, client: Tx = db): Promise<MonthLesson[]> {
  if (userIds.length === 0) return [];
  const { from, to } = clubMonthBounds(month);
  const bookings = await client.booking.findMany({
    where: { userId: { in: userIds }, slot: { startsAt: { gte: from, lt: to } } },
    select: { userId: true, animal: { select: { name: true } }, slot: { select: { startsAt: true, endsAt: true } } },
    orderBy: { slot: { startsAt: "asc" } },
  });
  return bookings.map((booking) => ({
    user_id: booking.userId,
    ...clubDateAndTimes(booking.slot.startsAt, booking.slot.endsAt),
    animal_name: booking.animal.name,
  }));
}
