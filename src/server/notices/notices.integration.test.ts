import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as myData } from "@/app/api/auth/my-data/route";
import { PUT as saveNoticeSettings } from "@/app/api/auth/notice-settings/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as book } from "@/app/api/bookings/route";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { POST as join } from "@/app/api/bookings/waitlist/route";
import { POST as confirm } from "@/app/api/bookings/waitlist/[id]/confirm/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { mailServerOfThisFile } from "../../../test/mail-server";

// The notices of docs/rules.md, "Notices", as the members read them: written with the change,
// delivered over real SMTP. "Now": Saturday 21 November 2026, 10:00 in Seixal; the lesson is on
// Tuesday 24 at 18:00 (45 minutes).

const NOW = "2026-11-21T10:00:00Z";
const APP = "http://localhost:3000";
type Member = { user: TestUser; token: string; animalId: number };

const smtp = mailServerOfThisFile();
let trainer: { user: TestUser; token: string };
let ana: Member;
let slotId: number;

async function member(name: string, animalName = `Cão de ${name}`): Promise<Member> {
  const user = await createUser({ name });
  const animal = await createAnimal({ userId: user.id, name: animalName });
  return { user, token: await tokenFor(user), animalId: animal.id };
}
async function lesson(date = "2026-11-24", time = "18:00") {
  return (await createSlot({ startsAt: clubInstant(date, time) })).id;
}
const bookAs = (who: { token: string }, body: Record<string, unknown>) => callRoute(book, { token: who.token, body });
const cancelAs = (who: { token: string }, bookingId: number, body?: unknown) =>
  callRoute(cancel, { method: "DELETE", token: who.token, params: { id: String(bookingId) }, body });
/** The outbox's mails to an address whose subject starts so, oldest first. */
const outbox = (to: string, subject: string) =>
  db.outboxEmail.findMany({ where: { to, subject: { startsWith: subject } }, orderBy: { id: "asc" } });

beforeEach(async () => {
  process.env.ACE_FAKE_NOW = NOW;
  const trainerUser = await createUser({ name: "Treinador Rui", role: "trainer", email: "treinador@ace.pt" });
  trainer = { user: trainerUser, token: await tokenFor(trainerUser) };
  ana = await member("Ana Silva", "Bolt");
  slotId = await lesson();
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

describe("booking made (integration)", () => {
  it("mails the member who booked: Portuguese date, club time, animal, a link to the day", async () => {
    expect((await bookAs(ana, { availability_slot_id: slotId, animal_id: ana.animalId })).status).toBe(201);

    const mail = await smtp.delivered(ana.user.email, "ACE - Aula marcada");
    expect(mail.subject).toBe("ACE - Aula marcada: 24/11/2026 às 18:00");
    expect(mail.text).toContain("Olá Ana Silva,");
    expect(mail.text).toContain("A sua aula está marcada:");
    expect(mail.text).toContain("Data: terça-feira, 24 de novembro de 2026");
    expect(mail.text).toContain("Hora: 18:00 - 18:45");
    expect(mail.text).toContain("Animal: Bolt");
    expect(mail.text).toContain(`${APP}/calendar?view=day&date=2026-11-24`);
    expect(mail.text).not.toContain("treinador marcou");
    expect(await outbox(ana.user.email, "ACE - Aula marcada")).toHaveLength(1);
  });

  it("tells the member, not the trainer, when the trainer booked it for them, and says so", async () => {
    const response = await bookAs(trainer, { availability_slot_id: slotId, animal_id: ana.animalId, user_id: ana.user.id });
    expect(response.status).toBe(201);

    const mail = await smtp.delivered(ana.user.email, "ACE - Aula marcada");
    expect(mail.text).toContain("O treinador marcou uma aula para si:");
    expect(mail.text).toContain("Animal: Bolt");
    expect(await outbox(trainer.user.email, "ACE - Aula marcada")).toEqual([]);
  });

  it("mails the member who confirms a waiting-list offer, after the offer's own mail", async () => {
    const bea = await member("Bea Costa");
    const taken = await bookAs(bea, { availability_slot_id: slotId, animal_id: bea.animalId });
    const entry = await callRoute(join, { token: ana.token, body: { availability_slot_id: slotId, animal_id: ana.animalId } });
    expect(entry.status).toBe(201);
    expect((await cancelAs(bea, taken.json.booking.id)).status).toBe(200);
    expect(await outbox(ana.user.email, "ACE - Vaga disponível")).toHaveLength(1);

    const confirmed = await callRoute(confirm, { method: "POST", token: ana.token, params: { id: String(entry.json.entry.id) } });
    expect(confirmed.status).toBe(201);
    const mail = await smtp.delivered(ana.user.email, "ACE - Aula marcada");
    expect(mail.text).toContain("A sua aula está marcada:");
    expect(mail.text).toContain("Animal: Bolt");
  });

  it("sends nothing for a lesson that has already ended (the trainer correcting the record)", async () => {
    const past = await lesson("2026-11-20", "10:00");
    const response = await bookAs(trainer, { availability_slot_id: past, animal_id: ana.animalId });
    expect(response.status).toBe(201);
    expect(await outbox(ana.user.email, "ACE - Aula marcada")).toEqual([]);
  });

  it("gives each of many members booking at once exactly one confirmation of their own lesson", async () => {
    const members = await Promise.all(Array.from({ length: 12 }, (_, index) => member(`Membro ${index + 1}`)));
    const slots: number[] = [];
    for (let index = 0; index < members.length; index++) slots.push(await lesson("2026-11-25", `${String(8 + index).padStart(2, "0")}:00`));

    const answers = await Promise.all(members.map((who, index) => bookAs(who, { availability_slot_id: slots[index], animal_id: who.animalId })));
    expect(answers.map((answer) => answer.status)).toEqual(members.map(() => 201));
    for (const [index, who] of members.entries()) {
      const mails = await outbox(who.user.email, "ACE - Aula marcada");
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`ACE - Aula marcada: 25/11/2026 às ${String(8 + index).padStart(2, "0")}:00`);
    }
  });

  it("confirms only the winner's booking when many members want the same lesson at once", async () => {
    const members = await Promise.all(Array.from({ length: 10 }, (_, index) => member(`Rival ${index + 1}`)));
    const answers = await Promise.all(members.map((who) => bookAs(who, { availability_slot_id: slotId, animal_id: who.animalId })));
    const winners = members.filter((_, index) => answers[index].status === 201);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    const confirmations = await db.outboxEmail.findMany({ where: { subject: { startsWith: "ACE - Aula marcada" } } });
    expect(confirmations.map((mail) => mail.to)).toEqual([winners[0].user.email]);
  });
});

describe("the member's notice settings (integration)", () => {
  it("are on by default, shown by /api/auth/me and in my-data", async () => {
    expect((await callRoute(me, { token: ana.token })).json.user.notice_settings).toEqual({ booking_confirmations: true, lesson_notes: true });
    const data = JSON.parse((await callRoute(myData, { token: ana.token })).text);
    expect(data.account.notice_settings).toEqual({ booking_confirmations: true, lesson_notes: true });
  });

  it("turned off: no confirmation of a booking, by the member or the trainer; a cancellation by the trainer still comes", async () => {
    const saved = await callRoute(saveNoticeSettings, { method: "PUT", token: ana.token, body: { booking_confirmations: false } });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ message: "Preferências de avisos guardadas.", notice_settings: { booking_confirmations: false, lesson_notes: true } });
    expect((await callRoute(me, { token: ana.token })).json.user.notice_settings).toEqual({ booking_confirmations: false, lesson_notes: true });
    expect(JSON.parse((await callRoute(myData, { token: ana.token })).text).account.notice_settings).toEqual({ booking_confirmations: false, lesson_notes: true });

    const own = await bookAs(ana, { availability_slot_id: slotId, animal_id: ana.animalId });
    expect(own.status).toBe(201);
    const other = await lesson("2026-11-26", "18:00");
    const byTrainer = await bookAs(trainer, { availability_slot_id: other, animal_id: ana.animalId, user_id: ana.user.id });
    expect(byTrainer.status).toBe(201);
    expect(await outbox(ana.user.email, "ACE - Aula marcada")).toEqual([]);

    expect((await cancelAs(trainer, own.json.booking.id, { reason: "Pista em obras." })).status).toBe(200);
    const mail = await smtp.delivered(ana.user.email, "ACE - Aula cancelada");
    expect(mail.text).toContain("Motivo: Pista em obras.");

    // Turned on again, the next booking is confirmed.
    await callRoute(saveNoticeSettings, { method: "PUT", token: ana.token, body: { booking_confirmations: true } });
    expect((await bookAs(ana, { availability_slot_id: slotId, animal_id: ana.animalId })).status).toBe(201);
    expect(await outbox(ana.user.email, "ACE - Aula marcada")).toHaveLength(1);
  });

  it("refuses a body that is not a yes or no, in Portuguese, and keeps the setting", async () => {
    for (const body of [{ booking_confirmations: "não" }, { booking_confirmations: null }]) {
      const refused = await callRoute(saveNoticeSettings, { method: "PUT", token: ana.token, body });
      expect([refused.status, refused.json.error]).toEqual([400, "Indique se quer receber a confirmação das aulas marcadas (true ou false)."]);
    }
    const empty = await callRoute(saveNoticeSettings, { method: "PUT", token: ana.token, body: {} });
    expect([empty.status, empty.json.error]).toEqual([
      400,
      "Indique que avisos quer receber: a confirmação das aulas marcadas (booking_confirmations) ou as notas do treinador (lesson_notes), com true ou false.",
    ]);
    const notJson = await callRoute(saveNoticeSettings, { method: "PUT", token: ana.token, rawBody: "[]" });
    expect([notJson.status, notJson.json.error]).toEqual([400, "Pedido inválido."]);
    expect((await db.user.findUniqueOrThrow({ where: { id: ana.user.id } })).bookingConfirmations).toBe(true);
  });
});

describe("lesson cancelled by the trainer (integration)", () => {
  async function anaBooked() {
    return (await bookAs(ana, { availability_slot_id: slotId, animal_id: ana.animalId })).json.booking.id as number;
  }

  it("mails the member the date, time, animal and the reason, trimmed", async () => {
    const bookingId = await anaBooked();
    const answer = await cancelAs(trainer, bookingId, { reason: "  A pista está alagada depois da chuva.  " });
    expect([answer.status, answer.json.message]).toEqual([200, "Aula cancelada com sucesso!"]);

    const mail = await smtp.delivered(ana.user.email, "ACE - Aula cancelada");
    expect(mail.subject).toBe("ACE - Aula cancelada: 24/11/2026 às 18:00");
    expect(mail.text).toContain("O treinador cancelou a sua aula:");
    expect(mail.text).toContain("Data: terça-feira, 24 de novembro de 2026");
    expect(mail.text).toContain("Hora: 18:00 - 18:45");
    expect(mail.text).toContain("Animal: Bolt");
    expect(mail.text).toContain("Motivo: A pista está alagada depois da chuva.\n");
    expect(mail.text).toContain(`${APP}/calendar?view=day&date=2026-11-24`);
  });

  it("works as before with no body, an empty one or a blank reason: the mail has no reason line", async () => {
    const bodies: (unknown | undefined)[] = [undefined, {}, { reason: "   " }, { reason: null }];
    for (const body of bodies) {
      const bookingId = await anaBooked();
      expect((await cancelAs(trainer, bookingId, body)).status).toBe(200);
    }
    const mails = await outbox(ana.user.email, "ACE - Aula cancelada");
    expect(mails).toHaveLength(bodies.length);
    for (const mail of mails) expect(mail.text).not.toContain("Motivo");
  });

  it("accepts a reason of 500 characters and refuses 501, changing nothing and mailing nothing", async () => {
    const bookingId = await anaBooked();
    const refused = await cancelAs(trainer, bookingId, { reason: "a".repeat(501) });
    expect([refused.status, refused.json.error]).toEqual([400, "O motivo do cancelamento pode ter no máximo 500 caracteres."]);
    const notText = await cancelAs(trainer, bookingId, { reason: 42 });
    expect([notText.status, notText.json.error]).toEqual([400, "O motivo do cancelamento tem de ser texto."]);
    expect(await db.booking.count({ where: { id: bookingId } })).toBe(1);
    expect(await outbox(ana.user.email, "ACE - Aula cancelada")).toEqual([]);

    expect((await cancelAs(trainer, bookingId, { reason: "b".repeat(500) })).status).toBe(200);
    const mail = await smtp.delivered(ana.user.email, "ACE - Aula cancelada");
    expect(mail.text).toContain(`Motivo: ${"b".repeat(500)}`);
  });

  it("sends nothing when the member cancels their own lesson (they did it), even with a reason", async () => {
    const bookingId = await anaBooked();
    expect((await cancelAs(ana, bookingId, { reason: "Não posso ir." })).status).toBe(200);
    expect(await db.outboxEmail.count({ where: { subject: { startsWith: "ACE - Aula cancelada" } } })).toBe(0);
  });

  it("still offers the freed lesson to the waiting list, beside the member's notice", async () => {
    const bookingId = await anaBooked();
    const rui = await member("Rui Lopes");
    await callRoute(join, { token: rui.token, body: { availability_slot_id: slotId, animal_id: rui.animalId } });
    expect((await cancelAs(trainer, bookingId, { reason: "Lesão do cão." })).status).toBe(200);
    expect(await outbox(ana.user.email, "ACE - Aula cancelada")).toHaveLength(1);
    const offer = await smtp.delivered(rui.user.email, "ACE - Vaga disponível");
    expect(offer.subject).toBe("ACE - Vaga disponível: 24/11/2026 às 18:00");
  });

  it("tells nobody of a lesson that has already ended: it cannot be cancelled, by the trainer either", async () => {
    const past = await lesson("2026-11-20", "10:00");
    const booked = await bookAs(trainer, { availability_slot_id: past, animal_id: ana.animalId });
    const refused = await cancelAs(trainer, booked.json.booking.id, { reason: "Registo errado." });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ error: "Não é possível cancelar uma aula que já começou." });
    expect(await outbox(ana.user.email, "ACE - Aula cancelada")).toEqual([]);
  });
});

describe("new sign-up (integration)", () => {
  it("mails every active trainer the person's name, quoted, and a link that opens the approval", async () => {
    const second = await createUser({ name: "Treinadora Sofia", role: "trainer", email: "sofia@ace.pt" });
    await createUser({ name: "Antigo Treinador", role: "trainer", email: "antigo@ace.pt", isActive: false });
    const answer = await callRoute(register, { body: { name: "Marta Sousa", email: "marta@exemplo.pt", password: "segredo1" } });
    expect(answer.status).toBe(201);
    const marta = await db.user.findUniqueOrThrow({ where: { email: "marta@exemplo.pt" } });

    for (const to of [trainer.user.email, second.email]) {
      const mail = await smtp.delivered(to, "ACE - Novo registo");
      expect(mail.subject).toBe("ACE - Novo registo: «Marta Sousa»");
      expect(mail.text).toContain("«Marta Sousa» (marta@exemplo.pt) registou-se no ACE e aguarda a sua aprovação.");
      expect(mail.text).toContain(`${APP}/students?tab=pending&aprovar=${marta.id}`);
    }
    expect(await outbox("antigo@ace.pt", "ACE - Novo registo")).toEqual([]);
  });

  it("tells the trainer of each of many people signing up at once, once each", async () => {
    const people = Array.from({ length: 10 }, (_, index) => ({ name: `Pessoa Nova ${index + 1}`, email: `nova${index + 1}@exemplo.pt` }));
    const answers = await Promise.all(people.map((person) => callRoute(register, { body: { ...person, password: "segredo1" } })));
    expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 201));
    const mails = await outbox(trainer.user.email, "ACE - Novo registo");
    expect(mails.map((mail) => mail.subject).sort()).toEqual(people.map((person) => `ACE - Novo registo: «${person.name}»`).sort());
    const ids = await db.user.findMany({ where: { email: { in: people.map((person) => person.email) } }, select: { id: true, name: true } });
    for (const { id, name } of ids) {
      expect(mails.find((mail) => mail.subject.endsWith(`«${name}»`))?.text).toContain(`${APP}/students?tab=pending&aprovar=${id}\n`);
    }
  });

  it("mails nothing when the sign-up is refused (an email already taken)", async () => {
    const answer = await callRoute(register, { body: { name: "Outra Ana", email: ana.user.email, password: "segredo1" } });
    expect([answer.status, answer.json.error]).toEqual([409, "Já existe uma conta com este email."]);
    expect(await db.outboxEmail.count({ where: { subject: { startsWith: "ACE - Novo registo" } } })).toBe(0);
  });
});
