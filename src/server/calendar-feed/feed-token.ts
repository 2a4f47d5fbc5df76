import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "@/server/config";

// The calendar feed URL carries an HMAC of the user id and the member's feed version, so nobody
// can read another member's lessons by changing `aluno=` in the URL, and a member who shared
// their URL by mistake can replace it (the version goes up and the old URL stops).

export function feedToken(userId: number, version: number): string {
  // Version 0 signs what the first URLs signed, so they keep working.
  const message = version === 0 ? `calendar-feed:${userId}` : `calendar-feed:${userId}:${version}`;
  return createHmac("sha256", config().authSecret).update(message).digest("base64url");
}

export function isValidFeedToken(userId: number, version: number, token: string): boolean {
  const expected = Buffer.from(feedToken(userId, version));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function calendarFeedUrl(userId: number, version: number): string {
  return `${config().appUrl}/calendar.ics?aluno=${userId}&token=${feedToken(userId, version)}`;
}
