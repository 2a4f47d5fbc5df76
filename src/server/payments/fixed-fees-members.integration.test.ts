import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as fixedFees } from "@/app/api/payments/generate-fixed-monthly-fees/route";
import { GET as ownPending } from "@/app/api/payments/user-pending/route";
import { db } from "@/server/db";
import { runMonthlyFixedFeesIfDue } from "@/server/jobs/monthly-fixed-fees";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Fees of members only (docs/rules.md, "Payments"): a month's fixed fees bill the members the
// trainer had approved by the month's last day, club time, by hand and by the monthly job alike.
// "Now" is Friday 27 November 2026 unless a test moves it.

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

const feeMember = (name: string, approvedAt: string) =>
  createUser({ name, hasFixedMonthlyFee: true, monthlyFeeAmount: "35.00", approvedAt: new Date(approvedAt) });
/** Who has a payment for the month, by name. */
const billed = async (month: string) =>
  (await db.payment.findMany({ where: { month }, select: { user: { select: { name: true } } }, orderBy: { userId: "asc" } })).map((p) => p.user.name);

describe("the fixed-fees button bills members only (integration)", () => {
  it("August 2024 bills who was a member by 31 August, Lisbon time, and not who signed up since", async () => {
    await feeMember("Sócia Antiga", "2024-03-10T09:00:00Z");
    await feeMember("Última Hora", "2024-08-31T22:30:00Z"); // 23:30 on 31 August in Lisbon (summer time)
    const september = await feeMember("Primeiro de Setembro", "2024-08-31T23:00:00Z"); // 00:00 on 1 September in Lisbon
    const newcomer = await feeMember("Novo Sócio", "2026-11-26T18:00:00Z");

    const response = await callRoute(fixedFees, { token: trainerToken, body: { month: "2024-08" } });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      success: true,
      created: 2,
      skipped: 0,
      not_yet_members: 2,
      closed_month: false,
      message: "Mensalidades fixas de agosto de 2024: 2 criadas, 0 ignoradas por já existirem. 2 alunos aprovados depois de agosto de 2024 não foram cobrados.",
    });
    expect(await billed("2024-08")).toEqual(["Sócia Antiga", "Última Hora"]);
    expect((await db.outboxEmail.findMany({ select: { to: true } })).map((mail) => mail.to).sort()).toEqual(
      (await db.user.findMany({ where: { name: { in: ["Sócia Antiga", "Última Hora"] } }, select: { email: true } })).map((u) => u.email).sort(),
    );

    // The newcomer's first sign-in: nothing is due, so no warning on their home.
    const home = await callRoute(ownPending, { token: await tokenFor(newcomer) });
    expect(home.json.payments).toEqual([]);

    // September 2024 is the month the 00:00 sign-up joined in: it is billed then, and run again nothing changes.
    const next = await callRoute(fixedFees, { token: trainerToken, body: { month: "2024-09" } });
    expect(next.json).toMatchObject({ created: 3, skipped: 0, not_yet_members: 1 });
    expect(await billed("2024-09")).toEqual(["Sócia Antiga", "Última Hora", "Primeiro de Setembro"]);
    const again = await callRoute(fixedFees, { token: trainerToken, body: { month: "2024-09" } });
    expect(again.json).toEqual({
      success: true,
      created: 0,
      skipped: 3,
      not_yet_members: 1,
      closed_month: false,
      message: "Mensalidades fixas de setembro de 2024: 0 criadas, 3 ignoradas por já existirem. 1 aluno aprovado depois de setembro de 2024 não foi cobrado.",
    });
    expect(await db.payment.count({ where: { userId: september.id } })).toBe(1);
  });

  it("a sign-up still waiting for approval at the month's end is not billed for that month", async () => {
    // Signed up on 30 September 2026 (winter time not yet: Lisbon is UTC+1), approved on 2 October.
    const waited = await feeMember("Esperou Aprovação", "2026-10-02T09:00:00Z");
    await db.user.update({ where: { id: waited.id }, data: { createdAt: new Date("2026-09-30T17:00:00Z") } });

    const september = await callRoute(fixedFees, { token: trainerToken, body: { month: "2026-09" } });
    expect(september.json).toMatchObject({ created: 0, not_yet_members: 1 });
    const october = await callRoute(fixedFees, { token: trainerToken, body: { month: "2026-10" } });
    expect(october.json).toMatchObject({ created: 1, not_yet_members: 0 });
    expect(october.json.message).toBe("Mensalidades fixas de outubro de 2026: 1 criada, 0 ignoradas por já existirem.");
    expect(await billed("2026-09")).toEqual([]);
    expect(await billed("2026-10")).toEqual(["Esperou Aprovação"]);
  });

  it("refuses a bad month (400) and a student (403), billing nobody", async () => {
    const member = await feeMember("Sócia Antiga", "2024-03-10T09:00:00Z");
    const bad = await callRoute(fixedFees, { token: trainerToken, body: { month: "2024-13" } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: "Mês inválido: use o formato AAAA-MM." });
    const student = await callRoute(fixedFees, { token: await tokenFor(member), body: { month: "2024-08" } });
    expect(student.status).toBe(403);
    expect(await db.payment.count()).toBe(0);
    expect(await db.outboxEmail.count()).toBe(0);
  });
});

describe("the monthly job bills members only (integration)", () => {
  it("on 1 December bills who is a member by 31 December 23:59 in Lisbon, not an approval dated 1 January", async () => {
    // Approvals dated ahead of the run (another instance's clock, a correction by hand): the same line holds.
    await feeMember("Sócia Antiga", "2025-02-01T09:00:00Z");
    await feeMember("Última Hora", "2026-12-31T23:30:00Z"); // winter: Lisbon is on UTC
    await feeMember("Ano Novo", "2027-01-01T00:00:00Z");

    process.env.ACE_FAKE_NOW = "2026-12-01T08:00:00Z";
    expect(await runMonthlyFixedFeesIfDue()).toMatchObject({ created: 2, skipped: 0, not_yet_members: 1 });
    expect(await billed("2026-12")).toEqual(["Sócia Antiga", "Última Hora"]);
    expect(await db.jobRun.findFirstOrThrow()).toMatchObject({ period: "2026-12", result: { created: 2, skipped: 0, not_yet_members: 1 } });
  });

  it("on 1 August 2024 a member who signed up in November 2026 is not billed", async () => {
    await feeMember("Sócia Antiga", "2024-07-31T22:59:00Z"); // 23:59 on 31 July in Lisbon
    await feeMember("Novo Sócio", "2026-11-26T18:00:00Z");
    process.env.ACE_FAKE_NOW = "2024-08-01T07:00:00Z"; // 08:00 in Lisbon
    expect(await runMonthlyFixedFeesIfDue()).toMatchObject({ created: 1, not_yet_members: 1 });
    expect(await billed("2024-08")).toEqual(["Sócia Antiga"]);
  });
});
