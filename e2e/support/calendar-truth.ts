import { test, type Page } from "@playwright/test";
import pg from "pg";
import { addClubDays, clubDateAndTimes, isClubMonday } from "../../src/lib/club-time";
import { e2eEnv } from "./accounts";
import { suiteDay } from "./scheduling";

// Set-ups for the journeys of what the calendar tells a member (e2e/calendar-truth.spec.ts) that
// no screen of theirs makes: a freed lesson held for someone's waiting-list offer, and a start
// time inside the booking lead time.

/** A day of these journeys' own, far from the other journeys' days (slots may not overlap). */
export function calendarTruthDate(): string {
  const { repeatEachIndex, retry } = test.info();
  return addClubDays(suiteDay(), 50 + (repeatEachIndex * 4 + retry) * 7);
}

/** As if the member `email` had been offered the slot from its waiting list, until `until`. */
export async function holdForWaitingList(slotId: number, email: string, animalId: number, until: Date): Promise<void> {
  const client = new pg.Client({ connectionString: e2eEnv("databaseUrl") });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `INSERT INTO waitlist_entries (availability_slot_id, user_id, animal_id, offered_at, offered_until)
       SELECT $1, id, $3, now(), $4 FROM users WHERE email = $2`,
      [slotId, email, animalId, until],
    );
    if (rowCount !== 1) throw new Error(`No account for ${email}.`);
  } finally {
    await client.end();
  }
}

/**
 * A start inside a lead time of `leadHours` (at least 2 days: a day's lead time holds no such start
 * on a Sunday evening, when the next 24 hours are the rest of Sunday and Monday) and not on a
 * Monday (a Monday's lessons may be booked until they start), at least three hours from now, at
 * '…:05' past a quarter hour, in an afternoon or evening (early in the morning of the next days,
 * other journeys keep their own lessons): its club date, start and end (a 45-minute lesson).
 */
export function startInsideLeadTime(leadHours: number): { date: string; time: string; end: string } {
  const quarter = 15 * 60_000;
  for (let hoursAhead = 3; hoursAhead <= leadHours - 3; hoursAhead++) {
    const start = new Date(Math.ceil((Date.now() + hoursAhead * 3_600_000) / quarter) * quarter + 5 * 60_000);
    const { date, start_time: time, end_time: end } = clubDateAndTimes(start, new Date(start.getTime() + 45 * 60_000));
    if (!isClubMonday(start) && time >= "13:00" && time <= "23:10") return { date, time, end };
  }
  throw new Error(`No afternoon or evening in the next ${leadHours - 3} hours outside a Monday.`);
}

/** Screenshots for a person to look at (CALENDAR_SHOTS: a folder), at 375 and 1280 px wide. */
export async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.CALENDAR_SHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
