import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as monthPayments } from "@/app/api/payments/route";
import { GET as bookingsSummary } from "@/app/api/payments/bookings-summary/route";
import { POST as generate } from "@/app/api/payments/generate/route";
import { PUT as markPaid } from "@/app/api/payments/mark-paid/route";
import { GET as pending } from "@/app/api/payments/pending/route";
import { GET as statistics } from "@/app/api/payments/statistics/route";
import { GET as ownPayments } from "@/app/api/payments/user/route";
import { GET as ownPending } from "@/app/api/payments/user-pending/route";
import { clubInstant } from "@/lib/club-time";
import type { PaymentJson } from "@/lib/payment-json";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { countStatements } from "../../../test/count-statements";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// The payment lists are built as JSON by the database (one statement each): a listed payment must
// read exactly, byte for byte, as the payment's own answer (built from a Prisma row) does.

let trainerToken: string;
const statements = countStatements();

beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-23T10:00:00Z";
  trainerToken = await tokenFor(await createUser({ role: "trainer" }));
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

const bill = async (member: TestUser, month: string, amount: string): Promise<PaymentJson> =>
  (await callRoute(generate, { token: trainerToken, body: { user_id: member.id, month, amount } })).json.payment;
const pay = async (payment: PaymentJson, method: string, note: string): Promise<PaymentJson> =>
  (await callRoute(markPaid, { method: "PUT", token: trainerToken, body: { payment_id: payment.id, method, note } })).json.payment;

/**
 * Three members, registered and billed in an order that is neither their names' Portuguese order
 * (Álvaro, ana, Bruno) nor a byte-wise one (Bruno, ana, Álvaro), with awkward amounts.
 */
async function billedMembers() {
  const ana = await createUser({ name: "ana Sousa", email: "ana@ace.pt" });
  const bruno = await createUser({ name: "Bruno Reis", email: "bruno@ace.pt" });
  const alvaro = await createUser({ name: "Álvaro Sá", email: "alvaro@ace.pt" });
  const anaNovember = await pay(await bill(ana, "2026-11", "0.1"), "mbway", 'Pago "em mão"\nobrigado, até já 😀 \\o/');
  const brunoNovember = await bill(bruno, "2026-11", "99999999.99");
  const alvaroNovember = await bill(alvaro, "2026-11", "1234.5");
  const brunoOctober = await bill(bruno, "2026-10", "37.50");
  // An instant at the last millisecond of a club month: it must come back to the millisecond.
  await db.payment.update({ where: { id: brunoOctober.id }, data: { createdAt: new Date("2026-10-31T23:59:59.999Z") } });
  return { alvaro, ana, bruno, alvaroNovember, anaNovember, brunoNovember, brunoOctober: { ...brunoOctober, created_at: "2026-10-31T23:59:59.999Z" } };
}

describe("the payment lists (integration)", () => {
  it("answer each payment exactly as its own answer does: amounts, instants, method, note", async () => {
    const { bruno, alvaroNovember, anaNovember, brunoNovember, brunoOctober } = await billedMembers();
    expect([alvaroNovember.amount, anaNovember.amount, brunoNovember.amount, brunoOctober.amount]).toEqual([1234.5, 0.1, 99999999.99, 37.5]);
    expect(anaNovember).toMatchObject({ status: "paid", method: "mbway", paid_at: "2026-11-23T10:00:00.000Z" });

    const month = await callRoute(monthPayments, { token: trainerToken, path: "/api/payments?month=2026-11" });
    // By name as Portuguese readers sort them.
    expect(month.text).toBe(JSON.stringify({ payments: [alvaroNovember, anaNovember, brunoNovember] }));

    const badge = await callRoute(pending, { token: trainerToken });
    expect(badge.text).toBe(JSON.stringify({ pending_payments: [brunoOctober, brunoNovember, alvaroNovember] }));

    const brunoToken = await tokenFor(bruno);
    const own = await callRoute(ownPayments, { token: brunoToken });
    expect(own.text).toBe(JSON.stringify({ payments: [brunoNovember, brunoOctober], instructions: { iban: null, mbway: null, online: false } }));
    const ownOpen = await callRoute(ownPending, { token: brunoToken });
    expect(ownOpen.json.payments).toEqual([brunoNovember, brunoOctober]);
  });

  it("show a member how to pay only with the ways the club has set", async () => {
    const member = await createUser();
    await db.setting.createMany({ data: [{ key: "payment_iban", value: "PT50000201231234567890154" }, { key: "payment_mbway", value: "" }] });
    const response = await callRoute(ownPending, { token: await tokenFor(member) });
    expect(response.json).toEqual({ payments: [], instructions: { iban: "PT50 0002 0123 1234 5678 9015 4", mbway: null, online: false } });
  });

  it("summarise a month's lessons by member name, with decimal fees and amounts", async () => {
    const { alvaro, ana, bruno, alvaroNovember } = await billedMembers();
    await db.user.update({ where: { id: ana.id }, data: { hasFixedMonthlyFee: true, monthlyFeeAmount: "37.50", approvedAt: new Date("2026-01-05T10:00:00Z") } });
    for (const [member, time] of [[ana, "10:00"], [bruno, "11:00"], [alvaro, "12:00"]] as const) {
      const animal = await createAnimal({ userId: member.id, name: `Cão de ${member.name}` });
      const slot = await createSlot({ startsAt: clubInstant("2026-11-30", time) });
      await db.booking.create({ data: { slotId: slot.id, animalId: animal.id, userId: member.id } });
    }
    const entry = (member: TestUser, fee: number, payment: { id: number; amount: number; status: string } | null) => ({
      user_id: member.id, user_name: member.name, user_email: member.email, total_lessons: 1,
      animals: [{ animal_name: `Cão de ${member.name}`, lesson_count: 1 }],
      has_fixed_monthly_fee: fee > 0, monthly_fee_amount: fee, payment,
      suggested_amount: fee > 0 ? fee : null, prorated: false,
    });
    const anaPayment = await db.payment.findFirstOrThrow({ where: { userId: ana.id } });
    const brunoPayment = await db.payment.findFirstOrThrow({ where: { userId: bruno.id, month: "2026-11" } });

    const response = await callRoute(bookingsSummary, { token: trainerToken, path: "/api/payments/bookings-summary?month=2026-11" });
    expect(response.text).toBe(
      JSON.stringify({
        month: "2026-11",
        summary: [
          entry(alvaro, 0, { id: alvaroNovember.id, amount: 1234.5, status: "pending" }),
          entry(ana, 37.5, { id: anaPayment.id, amount: 0.1, status: "paid" }),
          entry(bruno, 0, { id: brunoPayment.id, amount: 99999999.99, status: "pending" }),
        ],
      }),
    );
  });

  it("each cost one statement besides the session's", async () => {
    const { bruno } = await billedMembers();
    const brunoToken = await tokenFor(bruno);
    const reads = [
      () => callRoute(monthPayments, { token: trainerToken, path: "/api/payments?month=2026-11" }),
      () => callRoute(pending, { token: trainerToken }),
      () => callRoute(bookingsSummary, { token: trainerToken, path: "/api/payments/bookings-summary?month=2026-11" }),
      () => callRoute(statistics, { token: trainerToken, path: "/api/payments/statistics?start_month=2021-12&end_month=2026-11" }),
      () => callRoute(ownPayments, { token: brunoToken }),
      () => callRoute(ownPending, { token: brunoToken }),
    ];
    for (const read of reads) {
      statements.reset();
      expect((await read()).status).toBe(200);
      expect(statements.count).toBe(2);
    }
  });
});
