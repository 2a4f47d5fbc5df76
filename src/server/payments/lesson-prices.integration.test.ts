import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as bookingsSummary } from "@/app/api/payments/bookings-summary/route";
import { POST as fixedFees } from "@/app/api/payments/generate-fixed-monthly-fees/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/settings/route";
import { clubInstant } from "@/lib/club-time";
import type { BookingsSummaryEntry } from "@/lib/payment-json";
import { LESSON_PRICE_MESSAGE } from "@/lib/validations/settings";
import { db } from "@/server/db";
import { SPEC_SETTING_DEFAULTS } from "@/server/settings/setting-defaults";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Prices per lesson and a fixed fee's share (docs/rules.md, "Payments" and "Settings"): what the
// month's bill prefills, what the fixed-fee run bills, and a month closed every day billing none.
// September 2026 has 30 days; "now" is 27 November 2026.

/** The nine keys PUT /api/settings requires: a new club's, with a name of its own. */
const NINE = { ...SPEC_SETTING_DEFAULTS, app_name: "ACE Seixal" };

let trainerToken: string;

beforeAll(() => {
  process.env.ACE_FAKE_NOW = "2026-11-27T10:00:00Z";
});
afterAll(() => {
  delete process.env.ACE_FAKE_NOW;
});
beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-27T10:00:00Z";
  trainerToken = await tokenFor(await createUser({ role: "trainer" }));
});

const setPrices = (student: string, external: string) =>
  callRoute(putSettings, { method: "PUT", token: trainerToken, body: { ...NINE, lesson_price_student: student, lesson_price_external: external } });

async function lessons(member: TestUser, dates: string[]) {
  const animal = await createAnimal({ userId: member.id, name: `Cão ${member.id}` });
  for (const date of dates) {
    const slot = await createSlot({ startsAt: clubInstant(date, "18:00") });
    await db.booking.create({ data: { slotId: slot.id, animalId: animal.id, userId: member.id } });
  }
}

/** Each member's prefill for the month, by name. */
async function prefills(month: string) {
  const response = await callRoute(bookingsSummary, { token: trainerToken, path: `/api/payments/bookings-summary?month=${month}` });
  expect(response.status).toBe(200);
  return Object.fromEntries(
    (response.json.summary as BookingsSummaryEntry[]).map((entry) => [entry.user_name, [entry.suggested_amount, entry.prorated]]),
  );
}

const feeMember = (name: string, approvedAt: string, fee = "35.55") =>
  createUser({ name, hasFixedMonthlyFee: true, monthlyFeeAmount: fee, approvedAt: new Date(approvedAt) });

const billedAmounts = async (month: string) =>
  Object.fromEntries(
    (await db.payment.findMany({ where: { month }, select: { amount: true, user: { select: { name: true } } } })).map((p) => [p.user.name, p.amount.toFixed(2)]),
  );

describe("prices per lesson (integration)", () => {
  it("prefills lessons × the category's price, a fixed fee over any price, and nothing without a price", async () => {
    const ana = await createUser({ name: "Ana Aluna", approvedAt: new Date("2026-01-10T10:00:00Z") });
    const bruno = await createUser({ name: "Bruno Externo", role: "external", approvedAt: new Date("2026-01-10T10:00:00Z") });
    const carla = await feeMember("Carla Mensalidade", "2026-01-10T10:00:00Z", "40.00");
    await lessons(ana, ["2026-09-02", "2026-09-09", "2026-09-16"]);
    await lessons(bruno, ["2026-09-03", "2026-09-10"]);
    await lessons(carla, ["2026-09-04"]);

    // No price: as before, only the fixed fee is prefilled.
    expect(await prefills("2026-09")).toEqual({
      "Ana Aluna": [null, false],
      "Bruno Externo": [null, false],
      "Carla Mensalidade": [40, false],
    });

    expect((await setPrices("12,50", "15.05")).status).toBe(200);
    const stored = await callRoute(getSettings, { token: trainerToken });
    expect(stored.json).toMatchObject({ lesson_price_student: { value: "12.50" }, lesson_price_external: { value: "15.05" } });
    expect(await prefills("2026-09")).toEqual({
      "Ana Aluna": [37.5, false],
      "Bruno Externo": [30.1, false],
      "Carla Mensalidade": [40, false],
    });

    // Only the student's price: the external member's line is typed again.
    await setPrices("12,50", "");
    expect((await prefills("2026-09"))["Bruno Externo"]).toEqual([null, false]);
  });

  it("a member approved during the month is prefilled a share of the fee, to the cent; approved on the 1st, the whole fee", async () => {
    await setPrices("10", "10");
    const late = await feeMember("Chegou a 28", "2026-09-28T10:00:00Z"); // 28 September in Lisbon: 3 of 30 days
    const first = await feeMember("Chegou a 1", "2026-08-31T23:30:00Z"); // 00:30 on 1 September in Lisbon
    const before = await feeMember("Já Sócia", "2026-03-01T10:00:00Z");
    await lessons(late, ["2026-09-29"]);
    await lessons(first, ["2026-09-30"]);
    await lessons(before, ["2026-09-15"]);

    expect(await prefills("2026-09")).toEqual({
      "Chegou a 28": [3.56, true], // 35.55 × 3 / 30 = 3.555
      "Chegou a 1": [35.55, false],
      "Já Sócia": [35.55, false],
    });
    // The month after, the whole fee.
    await lessons(late, ["2026-10-06"]);
    expect((await prefills("2026-10"))["Chegou a 28"]).toEqual([35.55, false]);
  });

  it("refuses a wrong price in Portuguese and changes nothing", async () => {
    await setPrices("12,50", "");
    for (const wrong of ["12,505", "-3", "doze", "1.234.5"]) {
      const response = await callRoute(putSettings, {
        method: "PUT",
        token: trainerToken,
        body: { ...NINE, app_name: "Outro Nome", lesson_price_student: "20", lesson_price_external: wrong },
      });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ error: LESSON_PRICE_MESSAGE });
    }
    const stored = await callRoute(getSettings, { token: trainerToken });
    expect(stored.json).toMatchObject({ app_name: { value: "ACE Seixal" }, lesson_price_student: { value: "12.50" }, lesson_price_external: { value: "" } });
    // A client that sends only the nine keys leaves the prices as they are.
    await callRoute(putSettings, { method: "PUT", token: trainerToken, body: NINE });
    expect((await callRoute(getSettings, { token: trainerToken })).json.lesson_price_student).toEqual({ value: "12.50" });
  });
});

describe("the fixed-fee run: a share for a newcomer, nothing for a closed month (integration)", () => {
  it("bills a member approved during the month their share, one approved before it the whole fee", async () => {
    await feeMember("Chegou a 28", "2026-09-28T10:00:00Z");
    await feeMember("Chegou a 1", "2026-08-31T23:30:00Z");
    await feeMember("Já Sócia", "2026-03-01T10:00:00Z");

    const september = await callRoute(fixedFees, { token: trainerToken, body: { month: "2026-09" } });
    expect(september.json).toMatchObject({ created: 3, closed_month: false });
    expect(await billedAmounts("2026-09")).toEqual({ "Chegou a 28": "3.56", "Chegou a 1": "35.55", "Já Sócia": "35.55" });

    await callRoute(fixedFees, { token: trainerToken, body: { month: "2026-10" } });
    expect(await billedAmounts("2026-10")).toEqual({ "Chegou a 28": "35.55", "Chegou a 1": "35.55", "Já Sócia": "35.55" });
  });

  it("bills no fixed fee for a month closed every day, even by two closures, and bills a month closed in part", async () => {
    await feeMember("Já Sócia", "2026-03-01T10:00:00Z");
    await db.availabilityClosure.createMany({
      data: [
        { startDate: new Date("2026-07-20"), endDate: new Date("2026-08-15"), reason: "Férias" },
        { startDate: new Date("2026-08-16"), endDate: new Date("2026-09-01"), reason: "Obras no campo" },
        { startDate: new Date("2026-10-01"), endDate: new Date("2026-10-30"), reason: "Obras no campo" },
      ],
    });

    const august = await callRoute(fixedFees, { token: trainerToken, body: { month: "2026-08" } });
    expect(august.status).toBe(200);
    expect(august.json).toEqual({
      success: true,
      created: 0,
      skipped: 0,
      not_yet_members: 0,
      closed_month: true,
      message: "agosto de 2026 está encerrado em todos os dias: nenhuma mensalidade fixa foi gerada. Pode cobrar um aluno à mão, se for preciso.",
    });
    expect(await billedAmounts("2026-08")).toEqual({});

    // October is closed but for its 31st; September but for most of it.
    for (const month of ["2026-09", "2026-10"]) {
      const run = await callRoute(fixedFees, { token: trainerToken, body: { month } });
      expect(run.json).toMatchObject({ created: 1, closed_month: false });
    }
    expect(await billedAmounts("2026-10")).toEqual({ "Já Sócia": "35.55" });
  });
});
