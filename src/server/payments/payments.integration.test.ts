import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as deletePayment, GET as monthPayments } from "@/app/api/payments/route";
import { GET as details } from "@/app/api/payments/details/route";
import { POST as generate } from "@/app/api/payments/generate/route";
import { PUT as markPaid } from "@/app/api/payments/mark-paid/route";
import { GET as pending } from "@/app/api/payments/pending/route";
import { PUT as updateAmount } from "@/app/api/payments/update-amount/route";
import { GET as ownPayments } from "@/app/api/payments/user/route";
import { GET as ownPending } from "@/app/api/payments/user-pending/route";
import { PUT as putSettings } from "@/app/api/settings/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { mailServerOfThisFile } from "../../../test/mail-server";

// The money rules (docs/rules.md, "Payments") through the API, as the trainer and members meet them.

const NBSP = "\u00a0";
const smtp = mailServerOfThisFile();
let trainer: TestUser;
let trainerToken: string;

beforeAll(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-23T10:00:00Z";
});
afterAll(async () => {
  delete process.env.ACE_FAKE_NOW;
});
beforeEach(async () => {
  trainer = await createUser({ role: "trainer", email: "treinador@ace.pt" });
  trainerToken = await tokenFor(trainer);
});

async function lesson(member: TestUser, animalName: string, date: string, time: string) {
  const animal = (await db.animal.findFirst({ where: { userId: member.id, name: animalName } })) ?? (await createAnimal({ userId: member.id, name: animalName }));
  const slot = await createSlot({ startsAt: clubInstant(date, time) });
  return db.booking.create({ data: { slotId: slot.id, animalId: animal.id, userId: member.id } });
}

const generateFor = (body: unknown, token = trainerToken) => callRoute(generate, { token, body });

describe("generating a payment (integration)", () => {
  it("bills a member for a month, mails them the month's lessons and how to pay, and lists it as pending", async () => {
    const ana = await createUser({ name: "Ana Silva", email: "ana@ace.pt" });
    await lesson(ana, "Bolt", "2026-12-02", "18:00");
    await lesson(ana, "Bolt", "2026-12-09", "18:00");
    await lesson(ana, "Bolt", "2026-11-30", "18:00"); // November: not in December's mail
    await callRoute(putSettings, {
      method: "PUT",
      token: trainerToken,
      body: {
        app_name: "ACE", email_signature: "Até breve,\nClube ACE", contact_email: "", contact_phone: "",
        booking_duration_minutes: 45, min_booking_hours_ahead: 24, weather_location: "Seixal, PT", weather_api_key: "",
        bookings_blocked: "0", payment_iban: "pt50 0002 0123 1234 5678 9015 4", payment_mbway: "+351 912 345 678",
      },
    });

    const response = await generateFor({ user_id: ana.id, month: "2026-12", amount: "1234.5" });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ success: true, payment_id: expect.any(Number) });
    expect(response.json.payment).toMatchObject({ user_id: ana.id, month: "2026-12", amount: 1234.5, total_amount: 1234.5, status: "pending", paid_at: null });

    await deliverDueEmails();
    const mail = await smtp.waitForMessage((message) => message.to === "ana@ace.pt");
    expect(mail.subject).toBe("ACE - Mensalidade de dezembro de 2026");
    expect(mail.text).toContain(`no valor de 1${NBSP}234,50${NBSP}€`);
    expect(mail.text).toContain("02/12/2026, 18:00 - 18:45, Bolt");
    expect(mail.text).toContain("09/12/2026, 18:00 - 18:45, Bolt");
    expect(mail.text).not.toContain("30/11/2026");
    expect(mail.text).toContain("IBAN PT50 0002 0123 1234 5678 9015 4");
    expect(mail.text).toContain("MB WAY para o número 912 345 678");
    expect(mail.text).toContain("Até breve,\nClube ACE");
    expect(mail.text).not.toMatch(/fatura|recibo/i);

    const memberToken = await tokenFor(ana);
    const own = await callRoute(ownPending, { token: memberToken });
    expect(own.json.payments.map((p: { id: number }) => p.id)).toEqual([response.json.payment_id]);
    expect(own.json.instructions).toEqual({ iban: "PT50 0002 0123 1234 5678 9015 4", mbway: "912 345 678", online: false });
    const badge = await callRoute(pending, { token: trainerToken });
    expect(badge.json.pending_payments).toHaveLength(1);
  });

  it("uses the member's fixed monthly fee when no amount is given, and asks for one otherwise", async () => {
    const fixed = await createUser({ hasFixedMonthlyFee: true, monthlyFeeAmount: "45.00" });
    const plain = await createUser();
    const withFee = await generateFor({ user_id: fixed.id, month: "2026-12" });
    expect(withFee.json.payment.amount).toBe(45);
    const without = await generateFor({ user_id: plain.id, month: "2026-12" });
    expect(without.status).toBe(400);
    expect(without.json).toEqual({ error: "Indique o valor da mensalidade." });
    expect(await db.payment.count({ where: { userId: plain.id } })).toBe(0);
  });

  it("records a zero amount as paid at once and mails nothing", async () => {
    const member = await createUser({ email: "zero@ace.pt" });
    const response = await generateFor({ user_id: member.id, month: "2026-12", amount: 0 });
    expect(response.json.payment).toMatchObject({ amount: 0, status: "paid", paid_at: "2026-11-23T10:00:00.000Z" });
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("refuses a second payment for the same member and month with 409", async () => {
    const member = await createUser();
    await generateFor({ user_id: member.id, month: "2026-12", amount: 30 });
    const again = await generateFor({ user_id: member.id, month: "2026-12", amount: 40 });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: "Este aluno já tem um pagamento de dezembro de 2026." });
    expect(await db.payment.count({ where: { userId: member.id } })).toBe(1);
    expect(Number((await db.payment.findFirstOrThrow({ where: { userId: member.id } })).amount)).toBe(30);
  });

  it.each([
    [{ month: "2026-12", amount: 10 }, "Selecione um aluno."],
    [{ user_id: 1 }, "Selecione o ano e mês"],
    [{ user_id: 1, month: "" }, "Selecione o ano e mês"],
    [{ user_id: 1, month: "2026-13" }, "Mês inválido: use o formato AAAA-MM."],
    [{ user_id: 1, month: "12-2026" }, "Mês inválido: use o formato AAAA-MM."],
    [{ user_id: 1, month: "2026-12", amount: -5 }, "Indique um valor válido (mínimo 0, com até 2 casas decimais)."],
    [{ user_id: 1, month: "2026-12", amount: "12.345" }, "Indique um valor válido (mínimo 0, com até 2 casas decimais)."],
    [{ user_id: 1, month: "2026-12", amount: "1e3" }, "Indique um valor válido (mínimo 0, com até 2 casas decimais)."],
    [{ user_id: 1, month: "2026-12", amount: "12,345" }, "Indique um valor válido (mínimo 0, com até 2 casas decimais)."],
    [{ user_id: 1, month: "2026-12", amount: 12.345 }, "Indique um valor válido (mínimo 0, com até 2 casas decimais)."],
    [{ user_id: 1, month: "2026-12", amount: "35,5O" }, "Indique um valor válido (mínimo 0, com até 2 casas decimais)."],
    [{ user_id: 1, month: "2026-12", amount: "1.234.5" }, "Indique um valor válido (mínimo 0, com até 2 casas decimais)."],
    [{ user_id: 1, month: "2026-12", amount: "123 456 789" }, "Indique um valor válido (mínimo 0, com até 2 casas decimais)."],
    [{ user_id: 1, month: "2026-12", amount: true }, "Indique um valor válido."],
  ])("refuses %j in Portuguese and creates nothing", async (body, message) => {
    const response = await generateFor(body);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: message });
    expect(await db.payment.count()).toBe(0);
  });

  it("takes an amount as people type it, in either decimal separator, with thousands grouped", async () => {
    const typed = ["35,50", "35.50", 35.5, " 35,5 ", "1 234,50", "1.234,50", "1,234.50", "1\u00a0234,50"];
    const members = await Promise.all(typed.map(() => createUser()));
    const answers = await Promise.all(typed.map((amount, index) => generateFor({ user_id: members[index].id, month: "2026-12", amount })));
    expect(answers.map((answer) => answer.status)).toEqual(typed.map(() => 201));
    expect(answers.map((answer) => answer.json.payment.amount)).toEqual([35.5, 35.5, 35.5, 35.5, 1234.5, 1234.5, 1234.5, 1234.5]);
  });

  it("bills only approved students and externals", async () => {
    const guest = await createUser({ role: "guest" });
    const pendingSignUp = await createUser({ approved: false });
    const external = await createUser({ role: "external" });
    expect((await generateFor({ user_id: guest.id, month: "2026-12", amount: 10 })).json).toEqual({ error: "Só alunos e alunos externos aprovados têm mensalidades." });
    expect((await generateFor({ user_id: trainer.id, month: "2026-12", amount: 10 })).status).toBe(400);
    expect((await generateFor({ user_id: pendingSignUp.id, month: "2026-12", amount: 10 })).status).toBe(404);
    expect((await generateFor({ user_id: 999_999, month: "2026-12", amount: 10 })).json).toEqual({ error: "Aluno não encontrado." });
    expect((await generateFor({ user_id: external.id, month: "2026-12", amount: 10 })).status).toBe(201);
  });
});

describe("settling and correcting payments (integration)", () => {
  async function billed(amount = "50") {
    const member = await createUser();
    const response = await generateFor({ user_id: member.id, month: "2026-11", amount });
    return { member, id: response.json.payment_id as number };
  }

  it("marks a payment paid with its method and note; a second mark is a 409", async () => {
    const { id } = await billed();
    const response = await callRoute(markPaid, { method: "PUT", token: trainerToken, body: { payment_id: id, method: "mbway", note: "Pago no treino" } });
    expect(response.status).toBe(200);
    expect(response.json.payment).toMatchObject({ status: "paid", method: "mbway", note: "Pago no treino", paid_at: "2026-11-23T10:00:00.000Z" });
    expect(await db.payment.findUniqueOrThrow({ where: { id } })).toMatchObject({ paidById: trainer.id });
    expect((await callRoute(pending, { token: trainerToken })).json.pending_payments).toEqual([]);

    const again = await callRoute(markPaid, { method: "PUT", token: trainerToken, body: { payment_id: id } });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: "Este pagamento já está marcado como pago." });
  });

  it("refuses an unknown method or payment", async () => {
    const { id } = await billed();
    const method = await callRoute(markPaid, { method: "PUT", token: trainerToken, body: { payment_id: id, method: "bitcoin" } });
    expect(method.json).toEqual({ error: "Método de pagamento inválido." });
    const unknown = await callRoute(markPaid, { method: "PUT", token: trainerToken, body: { payment_id: 424242 } });
    expect(unknown.status).toBe(404);
    expect((await db.payment.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
  });

  it("changes a pending payment's amount, never a paid one's", async () => {
    const { id } = await billed("50");
    const changed = await callRoute(updateAmount, { method: "PUT", token: trainerToken, body: { payment_id: id, amount: 62.5 } });
    expect(changed.json.payment.amount).toBe(62.5);
    await callRoute(markPaid, { method: "PUT", token: trainerToken, body: { payment_id: id } });
    const refused = await callRoute(updateAmount, { method: "PUT", token: trainerToken, body: { payment_id: id, amount: 10 } });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ error: "Não é possível alterar o valor de um pagamento já pago." });
    expect(Number((await db.payment.findUniqueOrThrow({ where: { id } })).amount)).toBe(62.5);
    const negative = await callRoute(updateAmount, { method: "PUT", token: trainerToken, body: { payment_id: id, amount: "-1" } });
    expect(negative.status).toBe(400);
  });

  it("settles a payment whose amount is changed to zero", async () => {
    const { id } = await billed("50");
    const changed = await callRoute(updateAmount, { method: "PUT", token: trainerToken, body: { payment_id: id, amount: "0" } });
    expect(changed.json.payment).toMatchObject({ amount: 0, status: "paid" });
  });

  it("deletes a payment, even a paid one, and keeps a record of it", async () => {
    const { member, id } = await billed("50");
    await callRoute(markPaid, { method: "PUT", token: trainerToken, body: { payment_id: id, method: "cash" } });
    const response = await callRoute(deletePayment, { method: "DELETE", token: trainerToken, body: { payment_id: id } });
    expect(response.json).toEqual({ message: "Pagamento eliminado com sucesso!" });
    expect(await db.payment.count()).toBe(0);
    expect(await db.paymentDeletion.findFirstOrThrow()).toMatchObject({ paymentId: id, userId: member.id, status: "paid", method: "cash", deletedById: trainer.id });
    const again = await callRoute(deletePayment, { method: "DELETE", token: trainerToken, body: { payment_id: id } });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ error: "Pagamento não encontrado." });
  });
});

describe("what members see (integration)", () => {
  it("a member lists only their own payments, newest first, and the details of their own only", async () => {
    const ana = await createUser();
    const rui = await createUser();
    await lesson(ana, "Bolt", "2026-10-05", "10:00");
    await lesson(ana, "Luna", "2026-10-12", "11:00");
    await lesson(rui, "Max", "2026-10-05", "11:00");
    const october = (await generateFor({ user_id: ana.id, month: "2026-10", amount: 20 })).json.payment_id;
    await generateFor({ user_id: ana.id, month: "2026-11", amount: 20 });
    const ruis = (await generateFor({ user_id: rui.id, month: "2026-10", amount: 20 })).json.payment_id;
    const anaToken = await tokenFor(ana);

    const list = await callRoute(ownPayments, { token: anaToken });
    expect(list.json.payments.map((p: { month: string }) => p.month)).toEqual(["2026-11", "2026-10"]);
    expect(list.json.instructions).toEqual({ iban: null, mbway: null, online: false });

    const own = await callRoute(details, { token: anaToken, path: `/api/payments/details?payment_id=${october}` });
    expect(own.json.details).toEqual([
      { date: "2026-10-05", start_time: "10:00", end_time: "10:45", animal_name: "Bolt" },
      { date: "2026-10-12", start_time: "11:00", end_time: "11:45", animal_name: "Luna" },
    ]);
    const others = await callRoute(details, { token: anaToken, path: `/api/payments/details?payment_id=${ruis}` });
    expect(others.status).toBe(404);
    const asTrainer = await callRoute(details, { token: trainerToken, path: `/api/payments/details?payment_id=${ruis}` });
    expect(asTrainer.json.details).toEqual([{ date: "2026-10-05", start_time: "11:00", end_time: "11:45", animal_name: "Max" }]);
    const bad = await callRoute(details, { token: anaToken, path: "/api/payments/details?payment_id=abc" });
    expect(bad.json).toEqual({ error: "Identificador de pagamento inválido." });
  });

  it("lists a month's payments for the trainer by member name", async () => {
    const zeca = await createUser({ name: "Zeca Luz" });
    const ana = await createUser({ name: "Álvaro Sá" });
    await generateFor({ user_id: zeca.id, month: "2026-12", amount: 10 });
    await generateFor({ user_id: ana.id, month: "2026-12", amount: 10 });
    await generateFor({ user_id: ana.id, month: "2026-11", amount: 10 });
    const response = await callRoute(monthPayments, { token: trainerToken, path: "/api/payments?month=2026-12" });
    expect(response.json.payments.map((p: { user_name: string }) => p.user_name)).toEqual(["Álvaro Sá", "Zeca Luz"]);
    const missing = await callRoute(monthPayments, { token: trainerToken, path: "/api/payments" });
    expect(missing.json).toEqual({ error: "Selecione o ano e mês" });
  });
});
