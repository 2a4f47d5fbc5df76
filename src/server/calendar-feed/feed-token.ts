import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "@/server/config";

// The calendar feed URL carries an HMAC of the user id, so nobody can read another member's
// lessons by changing `aluno=` in the URL.

export function feedToken(userId: number): string {
  return createHmac("sha256", config().authSecret).update(`calendar-feed:${userId}`).digest("base64url");
}

export function isValidFeedToken(userId: number, token: string): boolean {
  const expected = Buffer.from(feedToken(userId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function calendarFeedUrl(userId: number): string {
  return `${config().appUrl}/calendar.ics?aluno=${userId}&token=${feedToken(userId)}`;
}
