import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as memberPaid } from "@/app/api/payments/[id]/member-paid/route";
import { PUT as markPaid } from "@/app/api/payments/mark-paid/route";
import { db } from "@/server/db";
import { listPaymentsToConfirm } from "@/server/payments/list-payments";
import { callRoute } from "../../../test/call-route";
import { createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// 'Já paguei' (docs/rules.md, "Payments"): a member says they paid by hand; the trainer confirms.

let trainerToken: string;
let member: TestUser;
let memberToken: string;

beforeAll(() => {
  process.env.ACE_FAKE_NOW = "2026-11-23T10:00:00Z";
});
afterAll(() => {
  delete process.env.ACE_FAKE_NOW;
});
beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-23T10:00:00Z";
  trainerToken = await tokenFor(await createUser({ role: "trainer" }));
  member = await createUser({ name: "Ana Silva" });
  memberToken = await tokenFor(member);
});

const pendingOf = (user: TestUser, month = "2026-11") => db.payment.create({ data: { userId: user.id, month, amount: "22.5" } });
const report = (paymentId: number, body: unknown, token = memberToken) =>
  callRoute(memberPaid, { path: `/api/payments/${paymentId}/member-paid`, params: { id: String(paymentId) }, body, token });
const reportedColumns = (id: number) =>
  db.payment.findUniqueOrThrow({
    where: { id },
    select: { status: true, method: true, paidAt: true, memberReportedAt: true, memberReportedMethod: true, memberReportedNote: true },
  });

describe("'Já paguei' (integration)", () => {
  it("keeps how and when the member paid, trims the note, and leaves the payment pending", async () => {
    const payment = await pendingOf(member);
    const response = await report(payment.id, { method: "mbway", note: "  Pago ontem à noite.  " });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id: payment.id,
      status: "pending",
      method: null,
      paid_at: null,
      member_reported_at: "2026-11-23T10:00:00.000Z",
      member_reported_method: "mbway",
      member_reported_note: "Pago ontem à noite.",
    });
    expect(await reportedColumns(payment.id)).toMatchObject({ status: "pending", method: null, paidAt: null, memberReportedMethod: "mbway" });
  });

  it("an external member may say so too, without a note", async () => {
    const external = await createUser({ role: "external" });
    const payment = await pendingOf(external);
    const response = await report(payment.id, { method: "transfer" }, await tokenFor(external));
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ member_reported_method: "transfer", member_reported_note: null });
  });

  it("answers another member's payment and an unknown one alike (404), and changes nothing", async () => {
    const other = await createUser();
    const theirs = await pendingOf(other);
    const response = await report(theirs.id, { method: "mbway" });
    const unknown = await report(theirs.id + 100_000, { method: "mbway" });
    expect(response.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(response.json).toEqual(unknown.json);
    expect(response.json.error).toBe("Pagamento não encontrado.");
    expect(await reportedColumns(theirs.id)).toMatchObject({ memberReportedAt: null, memberReportedMethod: null, memberReportedNote: null });
  });

  it("refuses a payment already paid (409), unchanged", async () => {
    const payment = await db.payment.create({
      data: { userId: member.id, month: "2026-10", amount: "22.5", status: "paid", paidAt: new Date("2026-11-01T10:00:00Z"), method: "cash" },
    });
    const response = await report(payment.id, { method: "mbway", note: "Já paguei" });
    expect(response.status).toBe(409);
    expect(response.json.error).toBe("Este pagamento já está registado como pago: não precisa de o indicar.");
    expect(await reportedColumns(payment.id)).toMatchObject({ status: "paid", method: "cash", memberReportedAt: null, memberReportedNote: null });
  });

  it.each([
    ["another method", { method: "cash" }, "Indique como pagou: transferência bancária ou MB WAY."],
    ["no method", { note: "Paguei" }, "Indique como pagou: transferência bancária ou MB WAY."],
    ["a note too long", { method: "mbway", note: "a".repeat(501) }, "A nota é demasiado longa (máximo 500 caracteres)."],
  ])("refuses %s (400, one message), unchanged", async (_, body, message) => {
    const payment = await pendingOf(member);
    const response = await report(payment.id, body);
    expect(response.status).toBe(400);
    expect(response.json.error).toBe(message);
    expect(await reportedColumns(payment.id)).toMatchObject({ memberReportedAt: null, memberReportedMethod: null, memberReportedNote: null });
  });

  it("a second report replaces how and the note, and keeps the first time", async () => {
    const payment = await pendingOf(member);
    await report(payment.id, { method: "mbway", note: "Primeira" });
    process.env.ACE_FAKE_NOW = "2026-11-24T09:30:00Z";
    const second = await report(payment.id, { method: "transfer", note: "" });
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({ member_reported_at: "2026-11-23T10:00:00.000Z", member_reported_method: "transfer", member_reported_note: null });
  });

  it("lists the payment for the trainer until they mark it paid, the mark-paid path unchanged", async () => {
    const payment = await pendingOf(member);
    const notReported = await pendingOf(member, "2026-10");
    await report(payment.id, { method: "mbway", note: "Por MB WAY" });
    const listed = await listPaymentsToConfirm();
    expect(listed.payments.map((entry) => entry.id)).toEqual([payment.id]);
    expect(listed.payments[0]).toMatchObject({ user_name: "Ana Silva", amount: 22.5, member_reported_method: "mbway", member_reported_note: "Por MB WAY" });

    const marked = await callRoute(markPaid, { method: "PUT", token: trainerToken, body: { payment_id: payment.id, method: "mbway" } });
    expect(marked.status).toBe(200);
    expect(marked.json.payment).toMatchObject({ status: "paid", method: "mbway", member_reported_method: "mbway" });
    expect((await listPaymentsToConfirm()).payments).toEqual([]);
    expect((await reportedColumns(notReported.id)).status).toBe("pending");
    // Once paid, a report is refused.
    expect((await report(payment.id, { method: "transfer" })).status).toBe(409);
  });

  it("refuses a guest and the trainer (403), unchanged", async () => {
    const payment = await pendingOf(member);
    const guestToken = await tokenFor(await createUser({ role: "guest" }));
    expect((await report(payment.id, { method: "mbway" }, guestToken)).status).toBe(403);
    expect((await report(payment.id, { method: "mbway" }, trainerToken)).status).toBe(403);
    expect(await reportedColumns(payment.id)).toMatchObject({ memberReportedAt: null });
  });
});
