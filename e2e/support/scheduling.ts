import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { addClubDays, clubDateOf, clubInstant, clubToday } from "../../src/lib/club-time";
import { E2E_ENV } from "./accounts";
import { addAnimal } from "./database";
import { createMember, type Account } from "./members";
import type { MemberRole } from "./database";

// The club's timetable for the journeys: slots and lessons set up through the API when a
// journey is about something else, and the calendar's pieces as a member reads them.
//
// The server's "now" is the real clock, so every journey works on club dates a few days ahead
// (past the 24 h lead time). Slots are one timetable shared by every test of a run and may not
// overlap, so each journey keeps to a day of its own: see `journeyDate`.

export type SlotJson = {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  starts_at: string;
  ends_at: string;
  status: "available" | "booked" | "blocked" | "unavailable";
  /** Places (docs/rules.md, "Group lessons"): 1 is a private lesson; `booked` counts those taken. */
  capacity: number;
  booked: number;
};

/** Each journey's own day, counted from the first day clear of the 24 h lead time. */
const JOURNEY_DAYS = {
  publishMorning: 0,
  bookAndCancel: 1,
  privacy: 2,
  guest: 3,
  calendarFeed: 4,
  weeklyEmail: 5,
  firstView: 6,
  trainerCancels: 7,
  backToHome: 8,
} as const;
const FIRST_DAY_AHEAD = 3;
const DAYS_PER_RUN = 9;

/**
 * The club's date the run began on (the global setup's, e2e-server.ts). The days each journey
 * keeps for itself count from it, not from the day the journey runs: in a run that crosses
 * midnight, a journey started after it would otherwise land a day later, on another's day.
 */
export function suiteDay(): string {
  return process.env[E2E_ENV.suiteDay] || clubToday();
}

const MINUTE_MS = 60_000;

/**
 * For a journey about today (home's lessons of today, a payment 'Pago em' today, this month's
 * figures, an age counted in months): the club's day must not turn while it runs, nor the test's
 * "today" differ from the server's. With less of today left than the journey may take (its
 * timeout), or fewer than `minutesIn` minutes of today gone, it waits until `minutesIn` minutes
 * past midnight: near midnight only, and the only waits of the kind in the journeys.
 */
export async function keepToOneDay(minutesIn = 0): Promise<void> {
  const at = Date.now();
  const today = clubToday(new Date(at));
  const enoughGone = clubDateOf(new Date(at - minutesIn * MINUTE_MS)) === today;
  const dayLastsTheJourney = clubDateOf(new Date(at + test.info().timeout)) === today;
  if (enoughGone && dayLastsTheJourney) return;
  const midnight = clubInstant(enoughGone ? addClubDays(today, 1) : today, "00:00").getTime();
  const wait = midnight + minutesIn * MINUTE_MS + 1_000 - at;
  test.setTimeout(test.info().timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * The club date (Europe/Lisbon, 'yyyy-MM-dd') a journey publishes its slots on: a day no other
 * journey uses, a few days ahead. A repeat (--repeat-each) or a retry of the same journey in
 * the same run gets a later week, clear of the slots its earlier runs left.
 */
export function journeyDate(journey: keyof typeof JOURNEY_DAYS): string {
  const { repeatEachIndex, retry } = test.info();
  const run = repeatEachIndex * 4 + retry;
  return addClubDays(suiteDay(), FIRST_DAY_AHEAD + JOURNEY_DAYS[journey] + run * DAYS_PER_RUN);
}

/** 'Quarta-feira, 25 de novembro' (with the year when it is not this year's), as the screens title a date. */
export function longDate(date: string): string {
  const sameYear = date.slice(0, 4) === clubToday().slice(0, 4);
  const label = new Intl.DateTimeFormat("pt-PT", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    ...(sameYear ? {} : { year: "numeric" }),
  }).format(new Date(`${date}T12:00:00Z`));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** '25 de novembro'. */
export function dayAndMonth(date: string): string {
  return new Intl.DateTimeFormat("pt-PT", { timeZone: "UTC", day: "numeric", month: "long" }).format(new Date(`${date}T12:00:00Z`));
}

/** The trainer publishes [start, end) of a date through the API; answers that date's slots. */
export async function publishSlots(trainerRequest: APIRequestContext, date: string, start: string, end: string): Promise<SlotJson[]> {
  const response = await trainerRequest.post("/api/availability", { data: { date, start_time: start, end_time: end } });
  expect(response.status(), await response.text()).toBe(201);
  return slotsOf(trainerRequest, date);
}

/** A date's slots, as the signed-in caller may see them. */
export async function slotsOf(request: APIRequestContext, date: string): Promise<SlotJson[]> {
  const response = await request.get(`/api/availability/date/${date}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { slots: SlotJson[] }).slots;
}

export function slotAt(slots: readonly SlotJson[], startTime: string): SlotJson {
  const slot = slots.find((candidate) => candidate.start_time === startTime);
  if (!slot) throw new Error(`No slot at ${startTime} in ${slots.map((s) => s.start_time).join(", ") || "none"}.`);
  return slot;
}

/** Books a slot through the API with the caller's session (the trainer may book any member's animal). */
export async function bookThroughApi(request: APIRequestContext, slotId: number, animalId: number): Promise<{ id: number }> {
  const response = await request.post("/api/bookings", { data: { availability_slot_id: slotId, animal_id: animalId } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { booking: { id: number } }).booking;
}

/** A member with one animal of a given name (a student's only animal, so the onboarding stays closed). */
export async function memberWithAnimal(
  request: APIRequestContext,
  options: { name: string; animal: string; role?: MemberRole },
): Promise<Account & { animalId: number }> {
  const member = await createMember(request, { name: options.name, role: options.role, firstAnimal: null });
  const animalId = await addAnimal(member.email, { name: options.animal, birthDate: "2020-05-10" });
  return { ...member, animalId };
}

/**
 * /calendar (on a date, in the daily or weekly view, or as it opens: today's day), once its
 * slots have loaded. They load in the browser, so the screen is then live: a date typed into
 * the server-rendered picker before that would be lost.
 */
export async function openCalendar(page: Page, date?: string, view: "day" | "week" = "day"): Promise<void> {
  // Today as it opens is the server's today: the club's date before or after the page loaded
  // (two dates only when the journey crosses midnight there).
  const before = clubToday();
  // The lessons come with the page, before its scripts run: wait until they have (network idle),
  // as a click on a button the browser has not yet brought to life does nothing.
  await page.goto(date ? `/calendar?view=${view}&date=${date}` : "/calendar", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Calendário", level: 1 })).toBeVisible();
  // The daily view's title, or the weekly view's column of that date.
  const dateRegion = (shown: string) => page.getByRole("region", { name: longDate(shown), exact: true });
  await expect(date ? dateRegion(date) : dateRegion(before).or(dateRegion(clubToday()))).toBeVisible();
}

/** A slot of the calendar (or of the availability list), named by its time range '09:00 - 09:45'. */
export function slotItem(within: Page | Locator, time: string): Locator {
  return within.getByRole("listitem", { name: time, exact: true });
}

/** The weekly view's column of one date ('Quarta-feira, 25 de novembro'). */
export function weekDay(page: Page, date: string): Locator {
  return page.getByRole("region", { name: longDate(date), exact: true });
}

/** The home screen's 'Próximas Aulas' card. */
export function upcomingClasses(page: Page): Locator {
  return page.getByRole("region", { name: "Próximas Aulas" });
}
