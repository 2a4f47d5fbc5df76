import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as monthPayments } from "@/app/api/payments/route";
import { POST as generate } from "@/app/api/payments/generate/route";
import { POST as generateMany } from "@/app/api/payments/generate-many/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { mailServerOfThisFile } from "../../../test/mail-server";

// The month's bill (docs/rules.md, "Payments"): every member's payment in one call, all or
// nothing, whatever arrives at the same time.

const NBSP = "\u00a0";
const POSITIVE = "Indique um valor superior a 0, com até 2 casas decimais.";
const smtp = mailServerOfThisFile();
let trainerToken: string;

beforeAll(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-23T10:00:00Z";
});
afterAll(async () => {
  delete process.env.ACE_FAKE_NOW;
});
beforeEach(async () => {
  trainerToken = await tokenFor(await createUser({ role: "trainer", email: "treinador@ace.pt" }));
});

const bill = (body: unknown, token = trainerToken) => callRoute(generateMany, { token, body });

async function lesson(member: TestUser, date: string, time: string) {
  const animal = (await db.animal.findFirst({ where: { userId: member.id } })) ?? (await createAnimal({ userId: member.id, name: "Bolt" }));
  const slot = await createSlot({ startsAt: clubInstant(date, time) });
  await db.booking.create({ data: { slotId: slot.id, animalId: animal.id, userId: member.id } });
}

const members = (count: number) => Promise.all(Array.from({ length: count }, (_, n) => createUser({ name: `Aluno ${String(n + 1).padStart(2, "0")}` })));

describe("the month's bill (integration)", () => {
  it("bills several members at once, amounts as typed, each pending and told with their month's lessons", async () => {
    const ana = await createUser({ name: "Ana Silva", email: "ana@ace.pt" });
    const bruno = await createUser({ name: "Bruno Costa", email: "bruno@ace.pt", role: "external" });
    const carla = await createUser({ name: "Carla Dias", email: "carla@ace.pt", isActive: false }); // left: a past month is still owed
    await lesson(ana, "2026-12-02", "18:00");
    await lesson(ana, "2026-12-09", "18:00");

    const response = await bill({
      month: "2026-12",
      payments: [
        { user_id: carla.id, amount: 30 },
        { user_id: ana.id, amount: "12,50" },
        { user_id: bruno.id, amount: "1 234,50" },
      ],
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ success: true, created: 3, message: "Pagamentos de dezembro de 2026: 3 gerados." });
    expect(response.json.payments.map((p: { user_name: string; amount: number; status: string }) => [p.user_name, p.amount, p.status])).toEqual([
      ["Ana Silva", 12.5, "pending"],
      ["Bruno Costa", 1234.5, "pending"],
      ["Carla Dias", 30, "pending"],
    ]);

    const listed = await callRoute(monthPayments, { token: trainerToken, path: "/api/payments?month=2026-12" });
    expect(listed.json.payments.map((p: { user_email: string; amount: number }) => [p.user_email, p.amount])).toEqual([
      ["ana@ace.pt", 12.5],
      ["bruno@ace.pt", 1234.5],
      ["carla@ace.pt", 30],
    ]);

    await deliverDueEmails();
    const mail = await smtp.waitForMessage((message) => message.to === "ana@ace.pt");
    expect(mail.subject).toBe("ACE - Mensalidade de dezembro de 2026");
    expect(mail.text).toContain(`no valor de 12,50${NBSP}€`);
    expect(mail.text).toContain("02/12/2026, 18:00 - 18:45, Bolt");
    expect(mail.text).toContain("09/12/2026, 18:00 - 18:45, Bolt");
    expect((await smtp.waitForMessage((message) => message.to === "bruno@ace.pt")).text).toContain(`no valor de 1${NBSP}234,50${NBSP}€`);
    expect(await db.outboxEmail.count()).toBe(3);
  });

  it("sixty members in one call", async () => {
    const club = await members(60);
    const response = await bill({ month: "2026-12", payments: club.map((member, n) => ({ user_id: member.id, amount: `${20 + n},50` })) });
    expect(response.status).toBe(201);
    expect(response.json.created).toBe(60);
    const total = await db.payment.aggregate({ _sum: { amount: true } });
    expect(total._sum.amount?.toString()).toBe(String(Array.from({ length: 60 }, (_, n) => 20.5 + n).reduce((a, b) => a + b)));
    expect(await db.outboxEmail.count()).toBe(60);
  });

  it("creates nothing when one member already has the month's payment, and names them", async () => {
    const [ana, bruno, carla] = await members(3);
    await callRoute(generate, { token: trainerToken, body: { user_id: bruno.id, month: "2026-12", amount: 40 } });
    await db.outboxEmail.deleteMany();

    const response = await bill({ month: "2026-12", payments: [ana, bruno, carla].map((member) => ({ user_id: member.id, amount: 25 })) });
    expect(response.status).toBe(409);
    expect(response.json).toEqual({
      error: "Já existe um pagamento de dezembro de 2026 de Aluno 02: nenhum pagamento foi gerado. Atualize a lista e tente novamente.",
    });
    expect(await db.payment.findMany({ select: { userId: true, amount: true } })).toEqual([{ userId: bruno.id, amount: expect.anything() }]);
    expect(await db.outboxEmail.count()).toBe(0);
    // Another month is another bill.
    expect((await bill({ month: "2027-01", payments: [{ user_id: bruno.id, amount: 25 }] })).status).toBe(201);
  });

  it("refuses unknown members, pending sign-ups, guests and the trainer: nothing is created", async () => {
    const [ana] = await members(1);
    const pending = await createUser({ approved: false });
    const guest = await createUser({ name: "Gil Convidado", role: "guest" });
    const trainer = await createUser({ name: "Tó Treinador", role: "trainer" });
    const line = (id: number) => ({ user_id: id, amount: 20 });

    const unknown = await bill({ month: "2026-12", payments: [line(ana.id), line(999_999), line(pending.id)] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toBe(
      `2 alunos não encontrados (n.º ${Math.min(pending.id, 999_999)}, ${Math.max(pending.id, 999_999)}): nenhum pagamento foi gerado. Atualize a lista e tente novamente.`,
    );
    const others = await bill({ month: "2026-12", payments: [line(ana.id), line(guest.id), line(trainer.id)] });
    expect(others.status).toBe(400);
    expect(others.json.error).toBe("Só alunos e alunos externos aprovados têm mensalidades (Gil Convidado e Tó Treinador): nenhum pagamento foi gerado.");
    expect(await db.payment.count()).toBe(0);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("refuses an amount that is not more than 0 or cannot be read, and a malformed bill, in Portuguese: nothing is created", async () => {
    const [ana, bruno] = await members(2);
    for (const amount of [0, "0,00", -5, "-5", "abc", "12.345", "12,505", 0.125, "", null, true, "1.2.3"]) {
      const response = await bill({ month: "2026-12", payments: [{ user_id: ana.id, amount: 20 }, { user_id: bruno.id, amount }] });
      expect([amount, response.status, response.json]).toEqual([amount, 400, { error: POSITIVE }]);
    }
    const cases: [unknown, string][] = [
      [{ month: "2026-12", payments: [] }, "Selecione pelo menos um aluno."],
      [{ month: "2026-12" }, "Indique os pagamentos a gerar."],
      [{ month: "2026-12", payments: [{ user_id: ana.id, amount: 20 }, { user_id: ana.id, amount: 30 }] }, "Cada aluno só pode aparecer uma vez."],
      [{ month: "2026-12", payments: [{ user_id: "abc", amount: 20 }] }, "Identificador de aluno inválido."],
      [{ month: "2026-12", payments: ["x"] }, "Pedido inválido."],
      [{ month: "dezembro", payments: [{ user_id: ana.id, amount: 20 }] }, "Mês inválido: use o formato AAAA-MM."],
      [{ payments: [{ user_id: ana.id, amount: 20 }] }, "Selecione o ano e mês"],
      [{ month: "2026-12", payments: Array.from({ length: 501 }, (_, n) => ({ user_id: n + 1, amount: 1 })) }, "Não é possível gerar mais de 500 pagamentos de uma vez."],
    ];
    for (const [body, error] of cases) {
      const response = await bill(body);
      expect([response.status, response.json]).toEqual([400, { error }]);
    }
    expect(await db.payment.count()).toBe(0);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("two bills of the same members at once: one creates them all, the other nothing (409), each member billed and told once", async () => {
    const club = await members(10);
    const body = { month: "2026-12", payments: club.map((member) => ({ user_id: member.id, amount: "15,00" })) };
    const responses = await Promise.all([bill(body), bill(body)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.status === 409)!.json.error).toBe(
      "Já existe um pagamento de dezembro de 2026 de Aluno 01, Aluno 02, Aluno 03, Aluno 04, Aluno 05 e mais 5: nenhum pagamento foi gerado. Atualize a lista e tente novamente.",
    );
    expect(await db.payment.count()).toBe(10);
    expect(await db.outboxEmail.count()).toBe(10);
  });

  it("overlapping bills at once, in opposite orders, and a single payment among them: never a member billed twice, never half a bill", async () => {
    const club = await members(12);
    const lines = (from: number, to: number) => club.slice(from, to).map((member) => ({ user_id: member.id, amount: 20 }));
    const responses = await Promise.all([
      bill({ month: "2026-12", payments: lines(0, 8) }),
      bill({ month: "2026-12", payments: lines(4, 12).reverse() }),
      callRoute(generate, { token: trainerToken, body: { user_id: club[6].id, month: "2026-12", amount: 99 } }),
    ]);
    for (const response of responses) expect([201, 409]).toContain(response.status);
    const billed = await db.payment.findMany({ select: { userId: true } });
    expect(new Set(billed.map((payment) => payment.userId)).size).toBe(billed.length);
    // Exactly what the winners asked for: each bill whole or absent.
    const [first, second, single] = responses.map((response) => response.status === 201);
    const expected = new Set([...(first ? lines(0, 8) : []), ...(second ? lines(4, 12) : []), ...(single ? [{ user_id: club[6].id }] : [])].map((line) => line.user_id));
    expect(new Set(billed.map((payment) => payment.userId))).toEqual(expected);
    expect(await db.outboxEmail.count()).toBe(billed.length);
    // The members' overlap means at most one bill of the two wins.
    expect(first && second).toBe(false);
  });

  it("is the trainer's alone: members and guests 403, anonymous 401, nothing created", async () => {
    const [ana] = await members(1);
    const body = { month: "2026-12", payments: [{ user_id: ana.id, amount: 20 }] };
    for (const role of ["student", "external", "guest"] as const) {
      const response = await bill(body, await tokenFor(await createUser({ role })));
      expect(response.status).toBe(403);
      expect(typeof response.json.error).toBe("string");
    }
    expect((await bill(body, await tokenFor(ana))).status).toBe(403);
    expect((await callRoute(generateMany, { body })).status).toBe(401);
    expect(await db.payment.count()).toBe(0);
  });
});
