import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as deletePayment, GET as monthPayments } from "@/app/api/payments/route";
import { GET as bookingsSummary } from "@/app/api/payments/bookings-summary/route";
import { GET as details } from "@/app/api/payments/details/route";
import { GET as exportMonth } from "@/app/api/payments/export/route";
import { POST as generate } from "@/app/api/payments/generate/route";
import { POST as fixedFees } from "@/app/api/payments/generate-fixed-monthly-fees/route";
import { PUT as markPaid } from "@/app/api/payments/mark-paid/route";
import { GET as pending } from "@/app/api/payments/pending/route";
import { GET as statistics } from "@/app/api/payments/statistics/route";
import { GET as exportStatistics } from "@/app/api/payments/statistics/export/route";
import { PUT as updateAmount } from "@/app/api/payments/update-amount/route";
import { GET as ownPayments } from "@/app/api/payments/user/route";
import { GET as ownPending } from "@/app/api/payments/user-pending/route";
import { db } from "@/server/db";
import { runMonthlyFixedFeesIfDue } from "@/server/jobs/monthly-fixed-fees";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Simultaneous money: one payment per member and month whatever arrives at once, fixed fees
// billed once by the button and the monthly job together, and who may call what.

let trainerToken: string;
let trainerId: number;
beforeAll(() => {
  process.env.ACE_FAKE_NOW = "2026-11-23T10:00:00Z";
});
afterAll(() => {
  delete process.env.ACE_FAKE_NOW;
});
beforeEach(async () => {
  const trainer = await createUser({ role: "trainer" });
  trainerId = trainer.id;
  trainerToken = await tokenFor(trainer);
});

/** Members of long standing (approved in January 2026): every month the tests bill is theirs. */
const fixedFeeMembers = (count: number, amount = "45.00") =>
  Promise.all(
    Array.from({ length: count }, () => createUser({ hasFixedMonthlyFee: true, monthlyFeeAmount: amount, approvedAt: new Date("2026-01-05T10:00:00Z") })),
  );

describe("payment races (integration)", () => {
  it("twelve simultaneous generations for one member and month: one payment, eleven 409s, no 500", async () => {
    const member = await createUser();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => callRoute(generate, { token: trainerToken, body: { user_id: member.id, month: "2026-12", amount: 10 + i } })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array(11).fill(409)]);
    expect(await db.payment.count()).toBe(1);
    expect(await db.outboxEmail.count()).toBe(1);
  });

  it("the fixed-fee button says what it created and skipped; run again, it creates nothing", async () => {
    const members = await fixedFeeMembers(3);
    await createUser({ hasFixedMonthlyFee: true, monthlyFeeAmount: "30", isActive: false });
    await createUser({ role: "guest", hasFixedMonthlyFee: true, monthlyFeeAmount: "30" });
    await callRoute(generate, { token: trainerToken, body: { user_id: members[0].id, month: "2026-12", amount: 12 } });

    const first = await callRoute(fixedFees, { token: trainerToken, body: { month: "2026-12" } });
    expect(first.json).toEqual({
      success: true,
      created: 2,
      skipped: 1,
      not_yet_members: 0,
      closed_month: false,
      message: "Mensalidades fixas de dezembro de 2026: 2 criadas, 1 ignorada por já existir.",
    });
    const second = await callRoute(fixedFees, { token: trainerToken, body: { month: "2026-12" } });
    expect(second.json).toMatchObject({ created: 0, skipped: 3, message: "Mensalidades fixas de dezembro de 2026: 0 criadas, 3 ignoradas por já existirem." });
    expect(await db.payment.count()).toBe(3);
    const bad = await callRoute(fixedFees, { token: trainerToken, body: { month: "dezembro" } });
    expect(bad.json).toEqual({ error: "Mês inválido: use o formato AAAA-MM." });
  });

  it("a zero fixed fee is billed as paid", async () => {
    await fixedFeeMembers(1, "0");
    await callRoute(fixedFees, { token: trainerToken, body: { month: "2026-12" } });
    expect(await db.payment.findFirstOrThrow()).toMatchObject({ status: "paid", paidById: trainerId });
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("two simultaneous fixed-fee runs bill each member once and mail each once", async () => {
    await fixedFeeMembers(8);
    const [a, b] = await Promise.all([
      callRoute(fixedFees, { token: trainerToken, body: { month: "2026-12" } }),
      callRoute(fixedFees, { token: trainerToken, body: { month: "2026-12" } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.created + b.json.created).toBe(8);
    expect(await db.payment.count()).toBe(8);
    expect(await db.outboxEmail.count()).toBe(8);
  });
});

describe("the monthly job (integration)", () => {
  const at = (instant: string) => {
    process.env.ACE_FAKE_NOW = instant;
  };

  it("bills the month's fixed fees from 08:00 club time on the first, once", async () => {
    await fixedFeeMembers(2);
    at("2026-12-01T07:59:00Z"); // winter: Lisbon is on UTC
    expect(await runMonthlyFixedFeesIfDue()).toBeNull();
    expect(await db.payment.count()).toBe(0);

    at("2026-12-01T08:00:00Z");
    expect(await runMonthlyFixedFeesIfDue()).toMatchObject({ created: 2, skipped: 0 });
    expect(await db.payment.findMany({ select: { month: true } })).toEqual([{ month: "2026-12" }, { month: "2026-12" }]);
    expect(await db.jobRun.findFirstOrThrow()).toMatchObject({ job: "monthly-fixed-fees", period: "2026-12", result: { created: 2, skipped: 0 } });

    at("2026-12-01T09:00:00Z");
    await fixedFeeMembers(1); // joins later in the month: billed by the trainer, not by the job again
    expect(await runMonthlyFixedFeesIfDue()).toBeNull();
    expect(await db.payment.count()).toBe(2);
  });

  it("runs once when several instances reach it at the same moment", async () => {
    await fixedFeeMembers(5);
    at("2027-01-01T08:00:30Z");
    const results = await Promise.all(Array.from({ length: 4 }, () => runMonthlyFixedFeesIfDue()));
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await db.payment.count()).toBe(5);
    expect(await db.outboxEmail.count()).toBe(5);
  });

  it("catches up after the server was down on the first, and follows summer time", async () => {
    await fixedFeeMembers(1);
    at("2026-07-01T06:59:00Z"); // 07:59 in Lisbon (UTC+1)
    expect(await runMonthlyFixedFeesIfDue()).toBeNull();
    at("2026-07-05T15:00:00Z"); // back up days later
    expect(await runMonthlyFixedFeesIfDue()).toMatchObject({ created: 1 });
    expect((await db.payment.findFirstOrThrow()).month).toBe("2026-07");
  });
});

describe("who may call the payments API (integration)", () => {
  /** Every trainer-only call, as `token` would make it (none: anonymous). */
  const trainerCalls = (token: string | undefined, memberId: number, paymentId: number) => [
    callRoute(monthPayments, { token, path: "/api/payments?month=2026-11" }),
    callRoute(pending, { token }),
    callRoute(bookingsSummary, { token, path: "/api/payments/bookings-summary?month=2026-11" }),
    callRoute(generate, { token, body: { user_id: memberId, month: "2026-12", amount: 1 } }),
    callRoute(updateAmount, { token, method: "PUT", body: { payment_id: paymentId, amount: 1 } }),
    callRoute(fixedFees, { token, body: { month: "2026-12" } }),
    callRoute(markPaid, { token, method: "PUT", body: { payment_id: paymentId } }),
    callRoute(deletePayment, { token, method: "DELETE", body: { payment_id: paymentId } }),
    callRoute(statistics, { token, path: "/api/payments/statistics?start_month=2026-01&end_month=2026-11" }),
    callRoute(exportMonth, { token, path: "/api/payments/export?month=2026-11" }),
    callRoute(exportStatistics, { token, path: "/api/payments/statistics/export?start_month=2026-01&end_month=2026-11" }),
  ];

  it("refuses every trainer call to members and guests (403) and to anonymous callers (401), changing nothing", async () => {
    const member = await createUser({ hasFixedMonthlyFee: true, monthlyFeeAmount: "20" });
    const payment = await db.payment.create({ data: { userId: member.id, month: "2026-11", amount: "10" } });
    for (const response of await Promise.all(trainerCalls(undefined, member.id, payment.id))) {
      expect(response.status).toBe(401);
    }
    for (const role of ["student", "external", "guest"] as const) {
      const token = await tokenFor(await createUser({ role }));
      for (const response of await Promise.all(trainerCalls(token, member.id, payment.id))) {
        expect(response.status).toBe(403);
        expect(response.json).toEqual({ error: "Não tem permissão para esta operação." });
      }
    }
    const [stored] = await db.payment.findMany({ select: { month: true, status: true, amount: true } });
    expect(await db.payment.count()).toBe(1);
    expect({ ...stored, amount: Number(stored.amount) }).toEqual({ month: "2026-11", status: "pending", amount: 10 });
  });

  it("keeps the member's own lists to students and externals", async () => {
    const guest = await tokenFor(await createUser({ role: "guest" }));
    for (const token of [trainerToken, guest]) {
      expect((await callRoute(ownPayments, { token })).status).toBe(403);
      expect((await callRoute(ownPending, { token })).status).toBe(403);
    }
    expect((await callRoute(details, { token: guest, path: "/api/payments/details?payment_id=1" })).status).toBe(403);
    expect((await callRoute(ownPayments, {})).status).toBe(401);
  });
});
