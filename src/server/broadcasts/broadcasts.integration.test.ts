import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as broadcast } from "@/app/api/notices/broadcast/route";
import { GET as countRecipients } from "@/app/api/notices/broadcast/recipients/route";
import { GET as listBroadcasts } from "@/app/api/notices/broadcasts/route";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { eraseMember } from "@/server/members/erase-member";
import { setMemberActive } from "@/server/members/update-member";
import { deliverDuePushes } from "@/server/push/push-outbox";
import { subscribeDevice } from "@/server/push/subscribe-device";
import { vapidKeys } from "@/server/push/vapid-keys";
import { callRoute } from "../../../test/call-route";
import { countStatements } from "../../../test/count-statements";
import { createUser, type TestUser } from "../../../test/db-helpers";
import { startFakePushService, type FakePushService } from "../../../test/fake-push-service";
import { tokenFor } from "../../../test/sessions";
import { mailServerOfThisFile } from "../../../test/mail-server";

// Messages to members (docs/rules.md, "Messages to members"), as the trainer sends them and the
// members read them: over real SMTP, and on a push service on loopback that decrypts what it gets.

process.env.PUSH_SERVICE_HOSTS = "127.0.0.1";

const smtp = mailServerOfThisFile();
let service: FakePushService;
let trainer: string;

beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(async () => {
  await service.close();
});
beforeEach(async () => {
  service.expectVapidKey((await vapidKeys()).publicKey);
  Object.assign(service, { received: [], rejected: [] });
  trainer = await tokenFor(await createUser({ role: "trainer", name: "Treinador Rui", email: "treinador@ace.pt" }));
});
afterEach(() => expect(service.rejected).toEqual([]));

const MESSAGE = "O campo está alagado: não há aulas amanhã.\n\nAs aulas de sábado mantêm-se.";
const send = (body: unknown, token = trainer) => callRoute(broadcast, { token, body });
const sendTo = (audience: string, subject = "Campo fechado") => send({ subject, message: MESSAGE, audience });
/** The addresses the outbox holds mail for, sorted. */
const mailedTo = async () => (await db.outboxEmail.findMany({ select: { to: true } })).map((row) => row.to).sort();

/** Delivers every due mail as one instance would, round after round, until none is left; answers how many it sent. */
async function deliverAll(): Promise<number> {
  let sent = 0;
  for (;;) {
    const round = await deliverDueEmails();
    if (round.sent === 0 && round.failed === 0) return sent;
    expect(round.failed).toBe(0);
    sent += round.sent;
  }
}

/** A member of every kind the rules name; the ones that must never be told included. */
async function theClub() {
  const ana = await createUser({ name: "Ana Silva", email: "ana@ace.pt", role: "student" });
  const bruno = await createUser({ name: "Bruno Costa", email: "bruno@ace.pt", role: "external" });
  await createUser({ name: "Gil Convidado", email: "gil@ace.pt", role: "guest" });
  await createUser({ name: "Paula Pendente", email: "paula@ace.pt", approved: false });
  await createUser({ name: "Ines Inativa", email: "ines@ace.pt", role: "student", isActive: false });
  await createUser({ name: "Xavier Externo Inativo", email: "xavier@ace.pt", role: "external", isActive: false });
  const erased = await createUser({ name: "Eva Apagada", email: "eva@ace.pt", role: "external" });
  await setMemberActive(erased.id, false);
  await eraseMember(erased.id);
  await createUser({ name: "Outro Treinador", email: "outro@ace.pt", role: "trainer" });
  return { ana, bruno };
}

async function nothingChanged() {
  expect(await db.broadcast.count()).toBe(0);
  expect(await db.outboxEmail.count()).toBe(0);
  expect(await db.outboxPush.count()).toBe(0);
}

describe("a message to members (integration)", () => {
  it("reaches each of 200 members once, when two outbox workers deliver at the same time", async () => {
    await db.user.createMany({
      data: Array.from({ length: 200 }, (_, index) => ({
        name: `Membro ${index}`,
        email: `membro${index}@ace.pt`,
        passwordHash: "x",
        role: index % 3 === 0 ? ("external" as const) : ("student" as const),
        studentCategory: index % 3 === 0 ? ("external" as const) : ("student" as const),
        approvedAt: new Date(),
      })),
    });

    const statements = countStatements();
    statements.reset();
    const sent = await sendTo("all", "Seminário de sábado");
    // Batched: the statements do not grow with the members (200 would be 400 one at a time).
    expect(statements.count).toBeLessThan(20);
    expect(sent.status).toBe(202);
    expect(sent.json.recipients).toBe(200);
    expect(await db.outboxEmail.count()).toBe(200);

    const [first, second] = await Promise.all([deliverAll(), deliverAll()]);
    expect(first + second).toBe(200);
    const received = smtp.messages.filter((mail) => mail.subject === "ACE - Seminário de sábado").map((mail) => mail.to);
    expect(received).toHaveLength(200);
    expect(new Set(received).size).toBe(200);
    expect(await db.outboxEmail.count({ where: { sentAt: null } })).toBe(0);
  }, 120_000); // 200 real SMTP deliveries, one connection each

  it("goes to every active approved student and external, never to a guest, a pending, inactive or erased account; the mail quotes the text as written", async () => {
    await theClub();

    expect((await callRoute(countRecipients, { token: trainer, path: "/api/notices/broadcast/recipients?audience=all" })).json).toEqual({
      audience: "all",
      recipients: 2,
    });
    const sent = await sendTo("all");
    expect(sent.status).toBe(202);
    expect(sent.json.recipients).toBe(2);
    expect(await mailedTo()).toEqual(["ana@ace.pt", "bruno@ace.pt"]);

    expect(await deliverAll()).toBe(2);
    const mail = await smtp.waitForMessage((received) => received.to === "ana@ace.pt");
    expect(mail.subject).toBe("ACE - Campo fechado");
    expect(mail.text).toContain("Olá Ana Silva,");
    expect(mail.text).toContain("O treinador escreveu a todos os membros do clube:");
    expect(mail.text).toContain("«O campo está alagado: não há aulas amanhã.\n\nAs aulas de sábado mantêm-se.»");
    expect(smtp.messages.map((received) => received.to).sort()).toEqual(["ana@ace.pt", "bruno@ace.pt"]);

    const history = await callRoute(listBroadcasts, { token: trainer });
    expect(history.status).toBe(200);
    expect(history.json.broadcasts).toEqual([
      { id: expect.any(Number), subject: "Campo fechado", message: MESSAGE, audience: "all", recipients: 2, created_at: expect.any(String) },
    ]);
  });

  it("to the externals reaches only the externals, to the students only the students", async () => {
    const { bruno } = await theClub();
    const external = await createUser({ name: "Carla Externa", email: "carla@ace.pt", role: "external" });

    expect((await callRoute(countRecipients, { token: trainer, path: "/api/notices/broadcast/recipients?audience=external" })).json.recipients).toBe(2);
    const toExternals = await sendTo("external", "Seminário para externos");
    expect(toExternals.json.recipients).toBe(2);
    expect(await mailedTo()).toEqual([bruno.email, external.email].sort());
    await deliverAll();
    const mail = await smtp.waitForMessage((received) => received.to === "carla@ace.pt");
    expect(mail.text).toContain("O treinador escreveu aos alunos externos do clube:");

    await db.outboxEmail.deleteMany();
    const toStudents = await sendTo("student", "Treino de alunos");
    expect(toStudents.json.recipients).toBe(1);
    expect(await mailedTo()).toEqual(["ana@ace.pt"]);

    const history = await callRoute(listBroadcasts, { token: trainer });
    expect(history.json.broadcasts.map((sent: { subject: string; audience: string; recipients: number }) => [sent.subject, sent.audience, sent.recipients])).toEqual([
      ["Treino de alunos", "student", 1],
      ["Seminário para externos", "external", 2],
    ]);
  });

  it("also goes to the phone of a member who turned notifications on, once per device", async () => {
    const ana = await createUser({ name: "Ana Silva", email: "ana@ace.pt", role: "student" });
    await createUser({ name: "Bruno Costa", email: "bruno@ace.pt", role: "external" });
    const phone = service.device();
    await subscribeDevice(ana.id, phone.subscription);

    expect((await sendTo("all")).json.recipients).toBe(2);
    expect(await mailedTo()).toEqual(["ana@ace.pt", "bruno@ace.pt"]);
    expect(await deliverDuePushes()).toEqual({ sent: 1, failed: 0, gone: 0 });
    expect(service.received.map((push) => push.deviceId)).toEqual([phone.id]);
    expect(service.received[0].payload).toEqual({
      title: "Campo fechado",
      body: "O campo está alagado: não há aulas amanhã. As aulas de sábado mantêm-se.",
      url: "/",
    });
    expect(await deliverDuePushes()).toEqual({ sent: 0, failed: 0, gone: 0 });
  });

  it("takes the longest subject and message; the message's line breaks kept, written either way", async () => {
    await createUser({ role: "student", email: "ana@ace.pt" });
    const subject = "S".repeat(120);
    const message = `${"a".repeat(2498)}\r\n${"b".repeat(2500)}`; // 5000 once the line break is one character
    const sent = await send({ subject, message, audience: "student" });
    expect(sent.status).toBe(202);
    expect(await db.broadcast.findFirstOrThrow()).toMatchObject({ subject, message: message.replace("\r\n", "\n") });
  });

  it("refuses bad input in Portuguese, and nothing is recorded or sent", async () => {
    await theClub();
    const base = { subject: "Campo fechado", message: MESSAGE, audience: "all" };
    const cases: [string, unknown, string][] = [
      ["no subject", { ...base, subject: undefined }, "O assunto é obrigatório."],
      ["a blank subject", { ...base, subject: "   " }, "O assunto é obrigatório."],
      ["a subject over 120", { ...base, subject: "S".repeat(121) }, "O assunto pode ter no máximo 120 caracteres."],
      ["a subject with a line break", { ...base, subject: "Campo\nAbrir no ACE: http://falso.pt" }, "O assunto não pode conter quebras de linha, tabulações nem outros caracteres de controlo."],
      ["no message", { ...base, message: undefined }, "A mensagem é obrigatória."],
      ["an empty message", { ...base, message: " \n " }, "A mensagem é obrigatória."],
      ["a message over 5000", { ...base, message: "m".repeat(5001) }, "A mensagem pode ter no máximo 5000 caracteres."],
      ["a message with a tab", { ...base, message: "Olá\ta todos" }, "A mensagem não pode conter tabulações nem outros caracteres de controlo (só quebras de linha)."],
      ["a message with a direction override", { ...base, message: "Olá \u202Eadnemo" }, "A mensagem não pode conter tabulações nem outros caracteres de controlo (só quebras de linha)."],
      ["an unknown audience", { ...base, audience: "guest" }, "Destinatários inválidos: escolha todos os membros (all), alunos (student) ou alunos externos (external)."],
      ["no audience", { ...base, audience: undefined }, "Destinatários inválidos: escolha todos os membros (all), alunos (student) ou alunos externos (external)."],
    ];
    for (const [label, body, error] of cases) {
      const answer = await send(body);
      expect([label, answer.status, answer.json]).toEqual([label, 400, { error }]);
    }
    const badCount = await callRoute(countRecipients, { token: trainer, path: "/api/notices/broadcast/recipients?audience=todos" });
    expect(badCount.status).toBe(400);
    await nothingChanged();
  });

  it("is the trainer's: a student, an external or a guest gets 403 and nothing is sent", async () => {
    await theClub();
    for (const role of ["student", "external", "guest"] as const) {
      const token = await tokenFor(await createUser({ role }));
      expect((await send({ subject: "Olá", message: "Olá a todos.", audience: "all" }, token)).status).toBe(403);
      expect((await callRoute(listBroadcasts, { token })).status).toBe(403);
      expect((await callRoute(countRecipients, { token, path: "/api/notices/broadcast/recipients?audience=all" })).status).toBe(403);
    }
    await nothingChanged();
  });

  it("to a group with nobody active in it is refused (409), nothing recorded", async () => {
    await createUser({ role: "student" });
    await createUser({ role: "external", isActive: false });
    const answer = await sendTo("external");
    expect(answer.status).toBe(409);
    expect(answer.json.error).toBe("Não há membros ativos entre os destinatários escolhidos: a mensagem não foi enviada.");
    await nothingChanged();
  });

  it("leaves nothing half-sent when writing the notices fails", async () => {
    const members: TestUser[] = [];
    for (let index = 0; index < 3; index++) members.push(await createUser({ role: "student" }));
    await subscribeDevice(members[0].id, service.device().subscription);
    // The push outbox refuses the rows: the mails and the record were already written in the transaction.
    await db.$executeRawUnsafe(`CREATE FUNCTION refuse_push() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'push refused'; END $$`);
    await db.$executeRawUnsafe(`CREATE TRIGGER refuse_push BEFORE INSERT ON outbox_pushes FOR EACH ROW EXECUTE FUNCTION refuse_push()`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const answer = await sendTo("all");
      expect(answer.status).toBe(500);
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER refuse_push ON outbox_pushes`);
      await db.$executeRawUnsafe(`DROP FUNCTION refuse_push()`);
      logged.mockRestore();
    }
    await nothingChanged();
    expect(await db.pushSubscription.count()).toBe(1);
  });

  it("lists the newest 50 messages, newest first", async () => {
    const trainerId = (await db.user.findFirstOrThrow({ where: { role: "trainer" } })).id;
    await db.broadcast.createMany({
      data: Array.from({ length: 55 }, (_, index) => ({
        subject: `Aviso ${index}`,
        message: "Texto",
        audience: "all" as const,
        recipients: 10,
        sentById: trainerId,
        createdAt: new Date(Date.UTC(2026, 10, 1) + index * 3_600_000),
      })),
    });
    const history = await callRoute(listBroadcasts, { token: trainer });
    expect(history.json.broadcasts).toHaveLength(50);
    expect(history.json.broadcasts[0]).toMatchObject({ subject: "Aviso 54", created_at: "2026-11-03T06:00:00.000Z" });
    expect(history.json.broadcasts[49].subject).toBe("Aviso 5");
  });
});
