import { createHash } from "node:crypto";
import { subDays } from "date-fns";
import { createEvents, type EventAttributes } from "ics";
import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import { config } from "@/server/config";
import { readSettings } from "@/server/settings/club-settings";
import { isValidFeedToken } from "@/server/calendar-feed/feed-token";

const HISTORY_DAYS = 365;
/** Calendars kept rendered in this process, by member (the most recently built stay). */
const RENDERED_MAX = 2000;
const rendered = new Map<number, { etag: string; calendar: string }>();

export type CalendarFeed = { calendar: string; etag: string };

/**
 * A member's lessons as an RFC 5545 calendar. Times are UTC instants (DTSTART...Z), which every
 * calendar shows at the right Lisbon wall-clock time, on both sides of a daylight-saving change.
 * UIDs are stable, so a subscribed phone updates lessons instead of duplicating them.
 * Null when the token is not the member's current one, or the member may no longer sign in.
 *
 * Phones poll the feed all day and it seldom changes, while rendering it (ics validates every
 * event) costs far more than reading it: the rendered calendar is kept, by member, with a
 * fingerprint of everything it shows, and rendered again only when that changes. The fingerprint
 * is also the response's ETag.
 */
export async function buildCalendarFeed(userId: number, token: string): Promise<CalendarFeed | null> {
  // A deactivated member's feed stops with their access; a replaced URL stops at once.
  const member = await db.user.findFirst({ where: { id: userId, isActive: true, approvedAt: { not: null } }, select: { calendarFeedVersion: true } });
  if (!member || !isValidFeedToken(userId, member.calendarFeedVersion, token)) return null;
  const [bookings, settings] = await Promise.all([
    db.booking.findMany({
      where: { userId, slot: { startsAt: { gte: subDays(now(), HISTORY_DAYS) } } },
      select: { id: true, observations: true, animal: { select: { name: true } }, slot: { select: { startsAt: true, endsAt: true } } },
      orderBy: { slot: { startsAt: "asc" } },
    }),
    readSettings(),
  ]);
  const host = new URL(config().appUrl).host;
  const calName = `${settings.app_name} - Aulas`;
  const shown = [host, calName, ...bookings.map((b) => [b.id, b.slot.startsAt.getTime(), b.slot.endsAt.getTime(), b.animal.name, b.observations])];
  const etag = `"${createHash("sha256").update(JSON.stringify(shown)).digest("base64url")}"`;
  const kept = rendered.get(userId);
  if (kept?.etag === etag) return kept;

  const events: EventAttributes[] = bookings.map((booking) => ({
    uid: `booking-${booking.id}@${host}`,
    start: booking.slot.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: booking.slot.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: `Aula de agility - ${booking.animal.name}`,
    description: booking.observations ?? undefined,
    location: "Seixal, Portugal",
    status: "CONFIRMED",
  }));
  const { error, value } = createEvents(events, {
    productId: "ace/agility-club",
    method: "PUBLISH",
    calName,
  });
  if (error || !value) throw error ?? new Error("calendar feed could not be built");
  const feed = { calendar: value, etag };
  rendered.delete(userId); // re-inserted last: the Map's order is the eviction order
  if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
  rendered.set(userId, feed);
  return feed;
}
