import { Prisma } from "@/generated/prisma/client";
import { createHash } from "node:crypto";
import { createEvents, type EventAttributes } from "ics";
import { addClubDays, clubInstant, clubToday } from "@/lib/club-time";
import { queryRows } from "@/server/db";
import { config } from "@/server/config";
import { DATA_VERSION_SQL, noteDataVersion, readThrough } from "@/server/read-cache";
import { SETTING_DEFAULTS } from "@/server/settings/setting-defaults";
import { isValidFeedToken } from "@/server/calendar-feed/feed-token";
import { bookingDependantSql } from "@/server/household/dependant-json";

const HISTORY_DAYS = 365;

export type CalendarFeed = { calendar: string; etag: string };

/**
 * A member's lessons as an RFC 5545 calendar: those since the start of the club day a year ago.
 * Times are UTC instants (DTSTART...Z), which every calendar shows at the right Lisbon
 * wall-clock time, on both sides of a daylight-saving change. UIDs are stable, so a subscribed
 * phone updates lessons instead of duplicating them. Null when the token is not the member's
 * current one, or the member may no longer sign in.
 *
 * Phones poll the feed all day and it seldom changes, while rendering it (ics validates every
 * event) costs far more than checking the member. So each request reads the member, the
 * calendar's name and the version of the club's data in one statement, and the rendered calendar
 * is kept while they hold (read-cache.ts). The ETag is a fingerprint of what the calendar shows,
 * so it changes only when the member's lessons do.
 */
export async function buildCalendarFeed(userId: number, token: string): Promise<CalendarFeed | null> {
  // A deactivated member's feed stops with their access; a replaced URL stops at once.
  const [member] = await queryRows<{ calendar_feed_version: number; staff: boolean; app_name: string | null; data_version: string }>`
    SELECT u.calendar_feed_version, u.role IN ('trainer', 'assistant') AS staff,
           (SELECT value FROM settings WHERE key = 'app_name') AS app_name,
           ${DATA_VERSION_SQL} AS data_version
    FROM users u
    WHERE u.id = ${userId} AND u.is_active AND u.approved_at IS NOT NULL`;
  if (!member || !isValidFeedToken(userId, member.calendar_feed_version, token)) return null;
  const calName = `${member.app_name ?? SETTING_DEFAULTS.app_name} - Aulas`;
  const firstDay = addClubDays(clubToday(), -HISTORY_DAYS);
  noteDataVersion(member.data_version);
  return readThrough(`calendar feed ${userId} ${firstDay} ${calName}`, ["lessons", "members"], () =>
    renderFeed(userId, member.staff, clubInstant(firstDay, "00:00"), calName),
  );
}

/** A member's feed: their lessons. A trainer's or an assistant's: the booked lessons they give, each naming the member (docs/rules.md, "Each lesson's trainer"). */
async function renderFeed(userId: number, staff: boolean, since: Date, calName: string): Promise<CalendarFeed> {
  const host = new URL(config().appUrl).host;
  const bookings = await queryRows<{ id: number; observations: string | null; animal_name: string; member_name: string | null; dependant: { name: string } | null; starts_at: Date; ends_at: Date }>`
    SELECT b.id, b.observations, a.name AS animal_name, ${staff ? Prisma.sql`u.name` : Prisma.sql`NULL`} AS member_name,
           ${bookingDependantSql("b")} AS dependant, s.starts_at, s.ends_at
    FROM bookings b
    JOIN availability_slots s ON s.id = b.availability_slot_id
    JOIN animals a ON a.id = b.animal_id
    JOIN users u ON u.id = b.user_id
    WHERE ${staff ? Prisma.sql`s.trainer_id = ${userId}` : Prisma.sql`b.user_id = ${userId}`} AND s.starts_at >= ${since}
    ORDER BY s.starts_at, b.id`;
  const events: EventAttributes[] = bookings.map((booking) => ({
    uid: `booking-${booking.id}@${host}`,
    start: booking.starts_at.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: booking.ends_at.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    // A dependant's lesson names who handles it (docs/rules.md, "Households"): 'Aula de agility - Bolt (Rita)'.
    title: `Aula de agility - ${booking.member_name ? `${booking.member_name} com ` : ""}${booking.animal_name}${booking.dependant ? ` (${booking.dependant.name})` : ""}`,
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
  // Of what the calendar shows, not of its text: ics stamps every event with the time it rendered.
  const etag = `"${createHash("sha256").update(JSON.stringify([host, calName, events])).digest("base64url")}"`;
  return { calendar: value, etag };
}
