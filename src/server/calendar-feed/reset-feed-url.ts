import { db } from "@/server/db";
import { calendarFeedUrl } from "@/server/calendar-feed/feed-token";

/** A new calendar feed URL for the member; the old one stops at once. */
export async function resetCalendarFeedUrl(userId: number) {
  const { calendarFeedVersion } = await db.user.update({
    where: { id: userId },
    data: { calendarFeedVersion: { increment: 1 } },
    select: { calendarFeedVersion: true },
  });
  return { message: "Novo link de calendário criado. O anterior deixou de funcionar.", calendar_feed_url: calendarFeedUrl(userId, calendarFeedVersion) };
}
