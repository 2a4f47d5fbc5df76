import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as payMbway } from "@/app/api/payments/[id]/mbway/route";
import { POST as payMultibanco } from "@/app/api/payments/[id]/multibanco/route";
import { GET as callback } from "@/app/api/payments/callback/eupago/route";
import { POST as generate } from "@/app/api/payments/generate/route";
import { PUT as markPaid } from "@/app/api/payments/mark-paid/route";
import { GET as monthPayments } from "@/app/api/payments/route";
import { GET as userPending } from "@/app/api/payments/user-pending/route";
import { PUT as updateAmount } from "@/app/api/payments/update-amount/route";
import { db } from "@/server/db";
import { sendPaymentReferenceMails } from "@/server/jobs/payment-reference-mails";
import { callRoute } from "../../../../test/call-route";
import { createUser, type TestUser } from "../../../../test/db-helpers";
import { FAKE_EUPAGO_ENTITY, FAKE_EUPAGO_UNKNOWN_PHONE, startFakeEupago, type FakeEupago } from "../../../../test/fake-eupago";
import { tokenFor } from "../../../../test/sessions";
import { setSetting } from "../../../../test/weather-helpers";

// Paying in the app through the provider (docs/rules.md, "Payments"), against a fake Eupago on
// loopback that answers in its documented form; its callback is driven by the test.

const KEY = "demo-1a2b-3c4d-5e6f-7a8b";
const PROVIDER_DOWN = "O serviço de pagamentos não respondeu. Tente de novo dentro de alguns minutos, ou pague por transferência.";

let fake: FakeEupago;
let member: TestUser;
let memberToken: string;
let trainerToken: string;

beforeAll(async () => {
  fake = await startFakeEupago({ apiKey: KEY });
  process.env.EUPAGO_BASE_URL = fake.url;
  // Long enough for a loaded machine's first call on loopback (Node loads its HTTP client then),
  // short enough for the test of a provider too slow to answer (its fake waits 10 s).
  process.env.EUPAGO_TIMEOUT_MS = "2000";
  process.env.ACE_FAKE_NOW = "2026-11-23T10:00:00Z";
});
afterAll(async () => {
  delete process.env.ACE_FAKE_NOW;
  await fake.close();
});
beforeEach(async () => {
  fake.fail(null);
  fake.requests.length = 0;
  await setSetting("eupago_api_key", KEY);
  trainerToken = await tokenFor(await createUser({ role: "trainer" }));
  member = await createUser({ name: "Ana Silva" });
  memberToken = await tokenFor(member);
});

const pendingOf = (user: TestUser, amount = "40.00", month = "2026-11") => db.payment.create({ data: { userId: user.id, month, amount } });
const mbway = (paymentId: number, body: unknown, token = memberToken) =>
  callRoute(payMbway, { path: `/api/payments/${paymentId}/mbway`, params: { id: String(paymentId) }, body, token });
const multibanco = (paymentId: number, token = memberToken) =>
  callRoute(payMultibanco, { path: `/api/payments/${paymentId}/multibanco`, params: { id: String(paymentId) }, body: {}, token });
const notify = (query: URLSearchParams) => callRoute(callback, { method: "GET", path: `/api/payments/callback/eupago?${query}` });
const paymentRow = (id: number) =>
  db.payment.findUniqueOrThrow({ where: { id }, select: { status: true, method: true, paidAt: true, note: true, amount: true } });
const receivedMails = () => db.outboxEmail.findMany({ where: { subject: "ACE - Pagamento recebido" }, select: { to: true, text: true } });
const issuedFor = (method: "mbway" | "multibanco") => fake.issued.filter((request) => request.method === method);

describe("paying with MB WAY (integration)", () => {
  it("sends the request to the member's phone, in Eupago's form, and answers 202 for four minutes", async () => {
    const payment = await pendingOf(member);
    const response = await mbway(payment.id, { phone: "+351 912 345 678" });
    expect(response.status).toBe(202);
    expect(response.json).toEqual({ status: "pending", expires_at: "2026-11-23T10:04:00.000Z", minutes: 4 });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toEqual({
      path: "/clientes/rest_api/mbway/create",
      body: { chave: KEY, valor: 40, id: expect.stringMatching(/^ace-\d+-[0-9a-f]{18}$/), alias: "912345678", descricao: "Mensalidade de novembro de 2026" },
    });
    expect(await db.paymentProviderRequest.findMany({ select: { paymentId: true, method: true, phone: true, amount: true } })).toEqual([
      { paymentId: payment.id, method: "mbway", phone: "912345678", amount: expect.anything() },
    ]);
    // Still pending until the provider says it was paid.
    expect((await paymentRow(payment.id)).status).toBe("pending");
  });

  it("refuses a phone that is not a Portuguese mobile, and one without MB WAY, asking nothing of the club", async () => {
    const payment = await pendingOf(member);
    const bad = await mbway(payment.id, { phone: "21 234 5678" });
    expect([bad.status, bad.json.error]).toEqual([400, "Número MB WAY inválido: indique um telemóvel português com 9 dígitos (ex.: 912 345 678)."]);
    expect(fake.requests).toHaveLength(0);
    const unknown = await mbway(payment.id, { phone: FAKE_EUPAGO_UNKNOWN_PHONE });
    expect([unknown.status, unknown.json.error]).toEqual([400, "Este número não tem MB WAY. Confirme o número ou escolha outra forma de pagar."]);
    expect(await db.paymentProviderRequest.count()).toBe(0);
  });

  it("is the payment's own member's, for a pending payment, with a provider set", async () => {
    const payment = await pendingOf(member);
    const other = await createUser();
    const stranger = await mbway(payment.id, { phone: "912345678" }, await tokenFor(other));
    expect([stranger.status, stranger.json.error]).toEqual([404, "Pagamento não encontrado."]);
    const trainer = await mbway(payment.id, { phone: "912345678" }, trainerToken);
    expect(trainer.status).toBe(403);

    await db.payment.update({ where: { id: payment.id }, data: { status: "paid", paidAt: new Date() } });
    const paid = await mbway(payment.id, { phone: "912345678" });
    expect([paid.status, paid.json.error]).toEqual([409, "Este pagamento já está pago."]);

    await setSetting("eupago_api_key", "");
    const second = await pendingOf(member, "30.00", "2026-12");
    const none = await mbway(second.id, { phone: "912345678" });
    expect([none.status, none.json.error]).toEqual([409, "O clube não tem pagamentos por MB WAY e Multibanco configurados."]);
    expect(fake.requests).toHaveLength(0);
  });

  it("answers a clear error at once when the provider is down, fails or is too slow, and keeps nothing", async () => {
    const payment = await pendingOf(member);
    for (const failure of [{ status: 500, body: "Internal Server Error" }, { status: 200, body: "<html>maintenance</html>" }, { delayMs: 10_000 }]) {
      fake.fail(failure);
      const response = await mbway(payment.id, { phone: "912345678" });
      expect([response.status, response.json.error]).toEqual([503, PROVIDER_DOWN]);
    }
    fake.fail({ status: 502 });
    const reference = await multibanco(payment.id);
    expect([reference.status, reference.json.error]).toEqual([503, PROVIDER_DOWN]);
    expect(await db.paymentProviderRequest.count()).toBe(0);
    expect((await paymentRow(payment.id)).status).toBe("pending");
  });
});

describe("a Multibanco reference (integration)", () => {
  it("answers entity, reference and amount, and the same reference when asked again", async () => {
    const payment = await pendingOf(member, "1234.50");
    const first = await multibanco(payment.id);
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ entity: FAKE_EUPAGO_ENTITY, reference: expect.stringMatching(/^\d{9}$/), amount: "1234.50" });
    expect(fake.requests[0]).toEqual({
      path: "/clientes/rest_api/multibanco/create",
      body: { chave: KEY, valor: 1234.5, id: expect.stringMatching(/^ace-\d+-/), per_dup: 0 },
    });
    const again = await multibanco(payment.id);
    expect(again.json).toEqual(first.json);
    expect(fake.requests).toHaveLength(1);
  });

  it("asks for a new reference once the trainer changes the amount", async () => {
    const payment = await pendingOf(member, "40.00");
    const before = await multibanco(payment.id);
    const changed = await callRoute(updateAmount, { method: "PUT", token: trainerToken, body: { payment_id: payment.id, amount: "35" } });
    expect(changed.status).toBe(200);
    const after = await multibanco(payment.id);
    expect(after.json).toMatchObject({ amount: "35.00" });
    expect(after.json.reference).not.toBe(before.json.reference);
  });

  it("tells the member's screens whether they may pay in the app", async () => {
    await pendingOf(member);
    expect((await callRoute(userPending, { token: memberToken })).json.instructions).toMatchObject({ online: true });
    await setSetting("eupago_api_key", "");
    expect((await callRoute(userPending, { token: memberToken })).json.instructions).toMatchObject({ online: false });
  });
});

describe("the provider's callback (integration)", () => {
  async function mbwayRequested(amount = "40.00", month = "2026-11") {
    const payment = await pendingOf(member, amount, month);
    expect((await mbway(payment.id, { phone: "912345678" })).status).toBe(202);
    return { payment, reference: issuedFor("mbway").at(-1)!.reference };
  }

  it("marks the payment paid, with the method, the time and the transaction, and tells the member once however often it comes", async () => {
    const { payment, reference } = await mbwayRequested();
    const query = fake.callbackQuery(reference, { transacao: "10409241" });
    const first = await notify(query);
    expect([first.status, first.json]).toEqual([200, { paid: true }]);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: "paid",
      method: "mbway",
      paidAt: new Date("2026-11-23T10:00:00Z"),
      note: "Pago na app por MB WAY (Eupago, transação 10409241).",
    });
    // The trainer's list of the month shows it paid, by MB WAY, with the provider's transaction.
    const listed = await callRoute(monthPayments, { token: trainerToken, path: "/api/payments?month=2026-11" });
    expect(listed.json.payments).toEqual([
      expect.objectContaining({ id: payment.id, status: "paid", method: "mbway", paid_at: "2026-11-23T10:00:00.000Z", note: expect.stringContaining("10409241") }),
    ]);
    for (let repeat = 0; repeat < 2; repeat++) expect((await notify(query)).json).toEqual({ paid: false });
    const mails = await receivedMails();
    expect(mails).toEqual([{ to: member.email, text: expect.stringContaining("Recebemos o pagamento da mensalidade de novembro de 2026: 40,00\u00a0€, por MB WAY.") }]);
  });

  it("many at once, of one request or of two: the payment is paid once and the member told once", async () => {
    const { payment, reference } = await mbwayRequested();
    const { reference: atm } = (await multibanco(payment.id)).json;
    const query = fake.callbackQuery(reference);
    const answers = await Promise.all([...Array(6)].map((_, index) => notify(index % 2 ? query : fake.callbackQuery(atm))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(answers.filter((answer) => answer.json.paid)).toHaveLength(1);
    expect(await receivedMails()).toHaveLength(1);
    expect((await paymentRow(payment.id)).status).toBe("paid");
  });

  it("a Multibanco payment is marked paid as Multibanco", async () => {
    const payment = await pendingOf(member, "25.00");
    const { reference } = (await multibanco(payment.id)).json;
    expect((await notify(fake.callbackQuery(reference))).json).toEqual({ paid: true });
    expect(await paymentRow(payment.id)).toMatchObject({ status: "paid", method: "multibanco" });
  });

  it("a wrong key, an unknown request, another method or another amount change nothing", async () => {
    const { payment, reference } = await mbwayRequested();
    const forged = await notify(fake.callbackQuery(reference, { chave_api: "demo-0000-0000-0000-0000" }));
    expect([forged.status, forged.json.error]).toEqual([403, "Chave inválida."]);
    const noKey = await notify(fake.callbackQuery(reference, { chave_api: "" }));
    expect(noKey.status).toBe(403);
    const otherIdentifier = await notify(fake.callbackQuery(reference, { identificador: "ace-1-000000000000000000" }));
    expect([otherIdentifier.status, otherIdentifier.json.error]).toEqual([404, "Pedido de pagamento desconhecido."]);
    const otherReference = await notify(fake.callbackQuery(reference, { referencia: "123123123" }));
    expect(otherReference.status).toBe(404);
    const otherMethod = await notify(fake.callbackQuery(reference, { mp: "PC:PT" }));
    expect(otherMethod.status).toBe(404);
    const lower = await notify(fake.callbackQuery(reference, { valor: "4.00" }));
    expect([lower.status, lower.json.error]).toEqual([409, "O valor não corresponde ao pedido."]);
    const malformed = await notify(new URLSearchParams({ referencia: reference }));
    expect([malformed.status, malformed.json.error]).toEqual([400, "Notificação de pagamento inválida."]);
    expect(await paymentRow(payment.id)).toMatchObject({ status: "pending", method: null, paidAt: null, note: null });
    expect(await receivedMails()).toEqual([]);
  });

  it("late, after the trainer marked it paid by hand, or after they changed its amount: changes nothing", async () => {
    const { payment, reference } = await mbwayRequested();
    const marked = await callRoute(markPaid, { method: "PUT", token: trainerToken, body: { payment_id: payment.id, method: "cash", note: "Em mão." } });
    expect(marked.status).toBe(200);
    expect((await notify(fake.callbackQuery(reference))).json).toEqual({ paid: false });
    expect(await paymentRow(payment.id)).toMatchObject({ status: "paid", method: "cash", note: "Em mão." });

    const second = await mbwayRequested("30.00", "2026-12");
    await callRoute(updateAmount, { method: "PUT", token: trainerToken, body: { payment_id: second.payment.id, amount: "20" } });
    expect((await notify(fake.callbackQuery(second.reference))).json).toEqual({ paid: false });
    expect(await paymentRow(second.payment.id)).toMatchObject({ status: "pending" });
    expect(await receivedMails()).toEqual([]);
  });

  it("is limited per address: a flood is refused with 429", async () => {
    const { reference } = await mbwayRequested();
    const statuses = [];
    for (let call = 0; call < 61; call++) statuses.push((await notify(fake.callbackQuery(reference, { chave_api: "adivinha" }))).status);
    expect(statuses.slice(0, 60).every((status) => status === 403)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe("the pending-payment mail with a provider (integration)", () => {
  const generated = (amount: string) =>
    callRoute(generate, { token: trainerToken, body: { user_id: member.id, month: "2026-11", amount } });
  const pendingMail = () => db.outboxEmail.findMany({ where: { subject: { startsWith: "ACE - Mensalidade" } }, select: { text: true } });

  it("carries the payment's Multibanco reference, the one the app then shows", async () => {
    const response = await generated("40");
    expect(response.status).toBe(201);
    expect(await pendingMail()).toEqual([]); // waits for its reference, outside the payment's transaction
    expect(await sendPaymentReferenceMails()).toEqual({ sent: 1, without_reference: 0 });
    const [{ reference }] = issuedFor("multibanco").slice(-1);
    const [mail] = await pendingMail();
    expect(mail!.text).toContain(`  - Multibanco: entidade ${FAKE_EUPAGO_ENTITY}, referência ${reference!.replace(/(\d{3})(?=\d)/g, "$1 ")}, valor 40,00\u00a0€`);
    expect(mail!.text).toContain("  - Na aplicação, com MB WAY ou uma referência Multibanco: http://localhost:3000/account");
    expect((await multibanco(response.json.payment_id)).json.reference).toBe(reference);
    expect(await sendPaymentReferenceMails()).toBeNull();
  });

  it("goes without a reference after three failed tries, and not at all for a payment paid meanwhile", async () => {
    fake.fail({ status: 500 });
    const response = await generated("40");
    for (let attempt = 1; attempt <= 3; attempt++) {
      await db.paymentReferenceMail.updateMany({ data: { nextTryAt: new Date(0) } });
      const result = await sendPaymentReferenceMails();
      expect(result).toEqual(attempt < 3 ? { sent: 0, without_reference: 0 } : { sent: 0, without_reference: 1 });
    }
    const [mail] = await pendingMail();
    expect(mail!.text).not.toContain("Multibanco: entidade");
    expect(mail!.text).toContain("Na aplicação, com MB WAY ou uma referência Multibanco");

    const other = await createUser({ name: "Bruno Paga" });
    await callRoute(generate, { token: trainerToken, body: { user_id: other.id, month: "2026-11", amount: "30" } });
    await db.payment.updateMany({ where: { userId: other.id }, data: { status: "paid", paidAt: new Date() } });
    await db.paymentReferenceMail.updateMany({ data: { nextTryAt: new Date(0) } });
    expect(await sendPaymentReferenceMails()).toEqual({ sent: 0, without_reference: 0 });
    expect(await pendingMail()).toHaveLength(1);
    expect(response.json.payment_id).toBeGreaterThan(0);
  });
});
