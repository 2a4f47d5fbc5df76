import { createHash } from "node:crypto";
import { subDays } from "date-fns";
import { createEvents, type EventAttributes } from "ics";
import { now } from "@/lib/club-time";
import { db, queryRows } from "@/server/db";
import { config } from "@/server/config";
import { SETTING_DEFAULTS } from "@/server/settings/setting-defaults";
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
 * event) costs far more than reading it. So the first statement also asks PostgreSQL for a
 * fingerprint of everything the calendar shows (an md5 over the lessons' rows); the rendered
 * calendar is kept, by member, and read and rendered again only when the fingerprint changes.
 * The fingerprint is also the response's ETag.
 */
export async function buildCalendarFeed(userId: number, token: string): Promise<CalendarFeed | null> {
  const since = subDays(now(), HISTORY_DAYS);
  // A deactivated member's feed stops with their access; a replaced URL stops at once.
  const [member] = await queryRows<{ calendar_feed_version: number; app_name: string | null; lessons: string | null }>(
    `SELECT u.calendar_feed_version,
            (SELECT value FROM settings WHERE key = 'app_name') AS app_name,
            (SELECT md5(string_agg(concat_ws('|', b.id, s.starts_at, s.ends_at, a.name, length(b.observations), b.observations),
                                   E'\\n' ORDER BY s.starts_at, b.id))
             FROM bookings b
             JOIN availability_slots s ON s.id = b.availability_slot_id
             JOIN animals a ON a.id = b.animal_id
             WHERE b.user_id = u.id AND s.starts_at >= $2) AS lessons
     FROM users u
     WHERE u.id = $1 AND u.is_active AND u.approved_at IS NOT NULL`,
    [userId, since],
  );
  if (!member || !isValidFeedToken(userId, member.calendar_feed_version, token)) return null;
  const host = new URL(config().appUrl).host;
  const calName = `${member.app_name ?? SETTING_DEFAULTS.app_name} - Aulas`;
  const etag = `"${createHash("sha256").update(JSON.stringify([host, calName, member.lessons])).digest("base64url")}"`;
  const kept = rendered.get(userId);
  if (kept?.etag === etag) return kept;

  const bookings = await db.booking.findMany({
    where: { userId, slot: { startsAt: { gte: since } } },
    select: { id: true, observations: true, animal: { select: { name: true } }, slot: { select: { startsAt: true, endsAt: true } } },
    orderBy: [{ slot: { startsAt: "asc" } }, { id: "asc" }],
  });
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
