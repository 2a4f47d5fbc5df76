import { expect, test, type APIRequestContext, type Locator, type Page, type Response } from "@playwright/test";
import { addMonths } from "../../src/lib/club-time";
import { SETTING_DEFAULTS } from "../../src/server/settings/setting-defaults";
import type { PaymentJson } from "../../src/lib/payment-json";
import { bookThroughApi, memberWithAnimal, publishSlots, slotAt, suiteDay } from "./scheduling";
import { addAnimal } from "./database";
import { mainNavigation } from "./session";

// Monthly payments for the journeys: members with lessons in a month of their own, billed
// through the API when a journey is about something else, and the screens' pieces.
//
// Each journey bills a past month no other journey books in (the trainer may book past slots):
// months 13 to 24 before the month the run began in (so a run crossing the end of a month keeps
// them apart), the only past months the payments screen's year choices always reach (in January
// they reach back to January two years before, 24 months). A repeat (--repeat-each) or a retry
// of the same journey gets an earlier month, clear of its earlier runs.

const JOURNEY_MONTHS = { trainerMonth: 0, corrections: 1, memberView: 2, memberPaid: 3, monthBill: 4 } as const;
const FIRST_MONTH_BACK = 13;
const JOURNEYS = Object.keys(JOURNEY_MONTHS).length;

/** The month ('yyyy-MM') a payments journey bills. */
export function journeyMonth(journey: keyof typeof JOURNEY_MONTHS): string {
  const { repeatEachIndex, retry, project } = test.info();
  const run = repeatEachIndex * (project.retries + 1) + retry;
  const back = FIRST_MONTH_BACK + JOURNEY_MONTHS[journey] + run * JOURNEYS;
  if (back > 24) throw new Error("Too many repeats for the payments journeys' months (the year choices reach back 24 months in January).");
  return addMonths(suiteDay().slice(0, 7), -back);
}

/**
 * A student with one animal and `lessons` lessons in `month`, booked by the trainer on day
 * `day` of that month from 07:00 (45-minute slots; the trainer may book past slots).
 */
export async function studentWithLessons(
  request: APIRequestContext,
  trainerRequest: APIRequestContext,
  options: { name: string; animal: string; month: string; day: number; lessons: number },
) {
  const member = await memberWithAnimal(request, { name: options.name, animal: options.animal });
  const date = `${options.month}-${String(options.day).padStart(2, "0")}`;
  const end = ["07:45", "08:30", "09:15", "10:00"][options.lessons - 1]!;
  const slots = await publishSlots(trainerRequest, date, "07:00", end);
  for (const start of ["07:00", "07:45", "08:30", "09:15"].slice(0, options.lessons)) {
    await bookThroughApi(trainerRequest, slotAt(slots, start).id, member.animalId);
  }
  return { ...member, id: await memberId(trainerRequest, member.email), date };
}

/** A second animal for a member, with one lesson on `date` at `start` (45 minutes). */
export async function extraLesson(trainerRequest: APIRequestContext, email: string, animal: string, date: string, start: string, end: string) {
  const animalId = await addAnimal(email, { name: animal, birthDate: "2019-09-01" });
  const slots = await publishSlots(trainerRequest, date, start, end);
  await bookThroughApi(trainerRequest, slotAt(slots, start).id, animalId);
}

/** A member's id, as the trainer's list of members shows it. */
export async function memberId(trainerRequest: APIRequestContext, email: string): Promise<number> {
  const response = await trainerRequest.get("/api/auth/students");
  expect(response.status(), await response.text()).toBe(200);
  const { students } = (await response.json()) as { students: { id: number; email: string }[] };
  const member = students.find((student) => student.email === email);
  if (!member) throw new Error(`No member ${email}.`);
  return member.id;
}

/** What the member details' 'Mensalidade fixa' saves. */
export async function setFixedFee(trainerRequest: APIRequestContext, userId: number, amount: number): Promise<void> {
  const response = await trainerRequest.put(`/api/auth/student/${userId}/fixed-monthly-fee`, {
    data: { has_fixed_monthly_fee: true, monthly_fee_amount: amount },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The trainer bills a member for a month through the API (what 'Confirmar' on the generate tab sends). */
export async function generatePayment(trainerRequest: APIRequestContext, userId: number, month: string, amount: number): Promise<PaymentJson> {
  const response = await trainerRequest.post("/api/payments/generate", { data: { user_id: userId, month, amount } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { payment: PaymentJson }).payment;
}

/** The id of a member's payment for a month, as the trainer's API lists it. */
export async function paymentIdOf(trainerRequest: APIRequestContext, month: string, email: string): Promise<number> {
  const response = await trainerRequest.get(`/api/payments?month=${month}`);
  expect(response.status(), await response.text()).toBe(200);
  const { payments } = (await response.json()) as { payments: PaymentJson[] };
  const payment = payments.find((candidate) => candidate.user_email === email);
  if (!payment) throw new Error(`No payment of ${email} for ${month}.`);
  return payment.id;
}

/** The club's payment instructions (settings payment_iban, payment_mbway), kept with the other settings. */
export async function setPaymentInstructions(trainerRequest: APIRequestContext, instructions: { iban: string; mbway: string }) {
  await changeSettings(trainerRequest, { payment_iban: instructions.iban, payment_mbway: instructions.mbway });
}

/** Every setting back to its default (the journeys that change the club's settings, after each). */
export async function restoreDefaultSettings(trainerRequest: APIRequestContext) {
  const restored = await trainerRequest.put("/api/settings", { data: SETTING_DEFAULTS });
  expect(restored.status(), await restored.text()).toBe(200);
}

/**
 * Some of the club's settings, as the trainer's settings screen saves them (PUT /api/settings with
 * every setting); the others as they are (a masked key sent back as shown is kept).
 */
export async function changeSettings(trainerRequest: APIRequestContext, changes: Record<string, string>) {
  const current = await trainerRequest.get("/api/settings");
  expect(current.status(), await current.text()).toBe(200);
  const settings = (await current.json()) as Record<string, { value: string }>;
  const body = Object.fromEntries(Object.entries(settings).map(([key, setting]) => [key, setting.value]));
  const response = await trainerRequest.put("/api/settings", { data: { ...body, ...changes } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The next list of pending payments the trainer's browser loads (the navbar badge reloads it
 * after every change), as the ids it holds. Start waiting before the action that makes it reload.
 */
export async function nextPendingPayments(page: Page): Promise<number[]> {
  const response = await page.waitForResponse(
    (candidate: Response) => new URL(candidate.url()).pathname === "/api/payments/pending" && candidate.request().method() === "GET",
  );
  const body = (await response.json()) as { pending_payments: PaymentJson[] };
  return body.pending_payments.map((payment) => payment.id);
}

/** The navbar's 'Pagamentos' link shows `count` pending payments (no badge at 0). */
export async function expectPaymentsBadge(page: Page, count: number): Promise<void> {
  const link = mainNavigation(page).getByRole("link", { name: /^Pagamentos/ });
  await expect(link).toHaveAccessibleName(count > 0 ? `Pagamentos ${count > 99 ? "99+" : count} ${count === 1 ? "pendente" : "pendentes"}` : "Pagamentos");
}

/** A member's card on a payments list (generate summary, manage, pending), by their name. */
export function paymentCard(within: Page | Locator, name: string): Locator {
  return within.getByRole("listitem", { name, exact: true });
}

/** Chooses a month in a year + month pair of selects ('Ano', 'Mês'). */
export async function chooseMonth(within: Page | Locator, month: string): Promise<void> {
  await within.getByLabel("Ano", { exact: true }).selectOption(month.slice(0, 4));
  await within.getByLabel("Mês", { exact: true }).selectOption(month.slice(5, 7));
}

/** '45,50 €' with the no-break space the screens use. */
export function euros(amount: number): string {
  return `${amount.toFixed(2).replace(".", ",")}\u00a0€`;
}

/** 'outubro de 2025': an independent Intl oracle for the screens' month labels. */
export function monthName(month: string): string {
  return new Intl.DateTimeFormat("pt-PT", { timeZone: "UTC", month: "long", year: "numeric" }).format(new Date(`${month}-15T12:00:00Z`));
}
