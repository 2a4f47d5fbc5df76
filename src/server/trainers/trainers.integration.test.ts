import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as feed } from "@/app/calendar.ics/route";
import { POST as login } from "@/app/api/auth/login/route";
import { PUT as noticeSettings } from "@/app/api/auth/notice-settings/route";
import { GET as students } from "@/app/api/auth/students/route";
import { GET as slotsOfDate } from "@/app/api/availability/date/[date]/route";
import { POST as publish } from "@/app/api/availability/route";
import { GET as template, PUT as saveTemplate } from "@/app/api/availability/template/route";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { PUT as markOne } from "@/app/api/bookings/[id]/attendance/route";
import { PUT as markMany } from "@/app/api/bookings/attendance/route";
import { GET as myBookings } from "@/app/api/bookings/my/route";
import { POST as book } from "@/app/api/bookings/route";
import { GET as broadcastRecipients } from "@/app/api/notices/broadcast/recipients/route";
import { POST as generatePayments } from "@/app/api/payments/generate-many/route";
import { GET as payments } from "@/app/api/payments/route";
import { PUT as settings } from "@/app/api/settings/route";
import { PUT as setActive } from "@/app/api/trainers/[id]/route";
import { GET as listTrainers, POST as addTrainer } from "@/app/api/trainers/route";
import { GET as bookableMembers } from "@/app/api/trainers/bookable-members/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { openMailText } from "@/server/mail/sealed-text";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Assistant trainers and each lesson's trainer (docs/rules.md, "Roles" and "Each lesson's
// trainer"). "Now" is pinned: Monday 23 November 2026, 10:00 in Seixal.

beforeAll(() => {
  process.env.ACE_FAKE_NOW = "2026-11-23T10:00:00Z";
});
afterAll(() => {
  delete process.env.ACE_FAKE_NOW;
});

let trainer: TestUser;
let trainerToken: string;

beforeEach(async () => {
  trainer = await createUser({ role: "trainer", name: "Rui Treinador", email: "treinador@ace.pt" });
  trainerToken = await tokenFor(trainer);
  await db.setting.create({ data: { key: "booking_duration_minutes", value: "60" } });
});

const add = (body: unknown, token = trainerToken) => callRoute(addTrainer, { token, body });
const activate = (id: number, body: unknown, token = trainerToken) =>
  callRoute(setActive, { method: "PUT", token, params: { id: String(id) }, body });
const slotsOf = (date: string, token: string, query = "") =>
  callRoute(slotsOfDate, { token, path: `/api/availability/date/${date}${query}`, params: { date } });

/** An assistant as the database holds them after POST /api/trainers, with a session. */
async function assistant(name = "Marta Assistente") {
  const user = await createUser({ role: "assistant", name });
  return { user, token: await tokenFor(user) };
}

/** The password mailed to `to` (sealed while it waits in the outbox). */
async function mailedPassword(to: string) {
  const mail = await db.outboxEmail.findFirstOrThrow({ where: { to }, orderBy: { id: "desc" } });
  const text = mail.textEncrypted ? openMailText(mail.text!, to) : mail.text!;
  return { subject: mail.subject, text, password: text.match(/^\s{4}(\S+)$/m)?.[1] };
}

describe("adding and turning off assistant trainers (integration)", () => {
  it("adds an assistant with a password mailed for one sign-in, lists them, and keeps them out of the members", async () => {
    const response = await add({ name: "  Marta Assistente ", email: "Marta@ACE.pt" });
    expect(response.status).toBe(201);
    const id = response.json.trainer.id;
    expect(response.json.trainer).toEqual({ id, name: "Marta Assistente", email: "marta@ace.pt", role: "assistant", active: true });

    const { subject, text, password } = await mailedPassword("marta@ace.pt");
    expect(subject).toBe("ACE - Nova password");
    expect(text).toContain("treinador assistente");
    const signIn = await callRoute(login, { body: { email: "marta@ace.pt", password } });
    expect(signIn.status).toBe(200);
    // The mailed password is for one sign-in: the account asks for their own first.
    const stored = await db.user.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ role: "assistant", mustChangePassword: true, isActive: true, studentCategory: null });

    const list = await callRoute(listTrainers, { token: trainerToken });
    expect(list.json.trainers).toEqual([
      { id: trainer.id, name: "Rui Treinador", email: "treinador@ace.pt", role: "trainer", active: true },
      { id, name: "Marta Assistente", email: "marta@ace.pt", role: "assistant", active: true },
    ]);
    // Not a member: not listed, never messaged nor billed.
    const member = await createUser({ role: "student", name: "Ana Silva" });
    expect((await callRoute(students, { token: trainerToken })).json.students.map((s: { id: number }) => s.id)).toEqual([member.id]);
    const recipients = await callRoute(broadcastRecipients, { token: trainerToken, path: "/api/notices/broadcast/recipients?audience=all" });
    expect(recipients.json.recipients).toBe(1);
    const bill = await callRoute(generatePayments, { token: trainerToken, body: { month: "2026-11", payments: [{ user_id: id, amount: "10" }] } });
    expect(bill.status).toBe(400);
    expect(await db.payment.count()).toBe(0);
  });

  it.each([
    ["a member's email", { name: "Outra", email: "ana@ace.pt" }, 409, "Este email já pertence a uma conta do clube: o treinador assistente não foi adicionado."],
    ["the trainer's own email", { name: "Outra", email: "TREINADOR@ace.pt" }, 409, "Este email já pertence a uma conta do clube: o treinador assistente não foi adicionado."],
    ["no name", { email: "nova@ace.pt" }, 400, null],
    ["a bad email", { name: "Nova", email: "nova@" }, 400, "Introduza um email válido."],
    ["no body", undefined, 400, null],
  ])("refuses %s with a Portuguese 4xx and changes nothing", async (_, body, status, message) => {
    await createUser({ role: "student", email: "ana@ace.pt" });
    const users = await db.user.count();
    const response = await add(body);
    expect(response.status).toBe(status);
    if (message) expect(response.json.error).toBe(message);
    else expect(response.json.error).toMatch(/[ãáçéêíóõú]|obrigatório|inválido/);
    expect(await db.user.count()).toBe(users);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("turns an assistant off (their session stops, they cannot sign in) and on again; the trainer is no assistant", async () => {
    const { user, token } = await assistant();
    expect((await callRoute(me, { token })).status).toBe(200);
    const off = await activate(user.id, { active: false });
    expect(off.status).toBe(200);
    expect(off.json.trainer).toMatchObject({ id: user.id, active: false });
    expect((await callRoute(me, { token })).status).toBe(401);
    expect((await callRoute(login, { body: { email: user.email, password: "segredo1" } })).status).not.toBe(200);

    const on = await activate(user.id, { active: true });
    expect(on.json.trainer).toMatchObject({ id: user.id, active: true });
    expect((await callRoute(login, { body: { email: user.email, password: "segredo1" } })).status).toBe(200);

    const self = await activate(trainer.id, { active: false });
    expect(self.status).toBe(404);
    expect(self.json.error).toBe("Treinador assistente não encontrado.");
    expect((await db.user.findUniqueOrThrow({ where: { id: trainer.id } })).isActive).toBe(true);
    const bad = await activate(user.id, { active: "não" });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("Indique se o treinador assistente fica ativo.");
    // Only the trainer manages the staff.
    expect((await activate(user.id, { active: false }, token)).status).toBe(403);
    expect((await add({ name: "Nova", email: "nova@ace.pt" }, token)).status).toBe(403);
  });
});

describe("each lesson's trainer (integration)", () => {
  it("publishes lessons for an assistant, at the same time as the trainer's; the same trainer's overlap is ignored", async () => {
    const { user } = await assistant();
    const own = await callRoute(publish, { token: trainerToken, body: { date: "2026-11-28", start_time: "09:00", end_time: "11:00" } });
    expect(own.json).toMatchObject({ created_slots: 2, ignored_slots: 0 });
    const theirs = await callRoute(publish, {
      token: trainerToken,
      body: { date: "2026-11-28", start_time: "09:00", end_time: "11:00", trainer_id: user.id },
    });
    expect(theirs.json).toMatchObject({ created_slots: 2, ignored_slots: 0 });
    const again = await callRoute(publish, {
      token: trainerToken,
      body: { date: "2026-11-28", start_time: "09:30", end_time: "10:30", trainer_id: user.id },
    });
    expect(again.json).toMatchObject({ created_slots: 0, ignored_slots: 1 });

    const day = await slotsOf("2026-11-28", trainerToken);
    const shown = day.json.slots.map((slot: { start_time: string; trainer: { name: string } }) => `${slot.start_time} ${slot.trainer.name}`);
    expect(shown.sort()).toEqual(["09:00 Marta Assistente", "09:00 Rui Treinador", "10:00 Marta Assistente", "10:00 Rui Treinador"]);
    const filtered = await slotsOf("2026-11-28", trainerToken, `?trainer_id=${user.id}`);
    expect(filtered.json.slots.map((slot: { trainer: { id: number; name: string } }) => slot.trainer)).toEqual([
      { id: user.id, name: "Marta Assistente" },
      { id: user.id, name: "Marta Assistente" },
    ]);
    expect((await slotsOf("2026-11-28", trainerToken, "?trainer_id=abc")).status).toBe(400);
  });

  it.each([
    ["an unknown trainer", async () => 999_999],
    ["a turned-off assistant", async () => (await createUser({ role: "assistant", isActive: false })).id],
    ["a member", async () => (await createUser({ role: "student" })).id],
  ])("refuses lessons given by %s with a Portuguese 400 and creates nothing", async (_, trainerIdOf) => {
    const trainerId = await trainerIdOf();
    const response = await callRoute(publish, { token: trainerToken, body: { date: "2026-11-28", start_time: "09:00", end_time: "10:00", trainer_id: trainerId } });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe("Treinador inválido: escolha o treinador ou um treinador assistente ativo.");
    const entries = [{ weekday: 6, start_time: "09:00", end_time: "10:00", trainer_id: trainerId }];
    const saved = await callRoute(saveTemplate, { method: "PUT", token: trainerToken, body: { entries } });
    expect(saved.status).toBe(400);
    expect(saved.json.error).toBe("Treinador inválido: escolha o treinador ou um treinador assistente ativo.");
    expect(await db.availabilitySlot.count()).toBe(0);
    expect((await callRoute(template, { token: trainerToken })).json.entries).toEqual([]);
  });

  it("an assistant runs the lessons they give, and only those", async () => {
    const { user, token } = await assistant();
    const member = await createUser({ role: "student", name: "Ana Silva" });
    const animal = await createAnimal({ userId: member.id, name: "Rex" });
    const theirs = await createSlot({ startsAt: clubInstant("2026-11-23", "09:00"), trainerId: user.id });
    const trainers = await createSlot({ startsAt: clubInstant("2026-11-23", "09:00"), trainerId: trainer.id });
    const later = await createSlot({ startsAt: clubInstant("2026-11-28", "09:00"), trainerId: user.id });
    const otherLater = await createSlot({ startsAt: clubInstant("2026-11-28", "09:00"), trainerId: trainer.id });

    // Booking a member in.
    const refused = await callRoute(book, { token, body: { availability_slot_id: otherLater.id, animal_id: animal.id } });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe("Esta aula é dada por outro treinador: só pode gerir as aulas que dá.");
    const booked = await callRoute(book, { token, body: { availability_slot_id: later.id, animal_id: animal.id } });
    expect(booked.status).toBe(201);
    expect(await db.booking.count()).toBe(1);

    // Marking attendance and a note, on a lesson that has started.
    const started = await db.booking.create({ data: { slotId: theirs.id, animalId: animal.id, userId: member.id } });
    const other = await db.booking.create({
      data: { slotId: trainers.id, animalId: (await createAnimal({ userId: member.id })).id, userId: member.id },
    });
    const mark = (id: number) => callRoute(markOne, { method: "PUT", token, params: { id: String(id) }, body: { attendance: "present", note: "Muito bem." } });
    expect((await mark(other.id)).status).toBe(403);
    expect((await db.booking.findUniqueOrThrow({ where: { id: other.id } })).attendance).toBeNull();
    const marked = await mark(started.id);
    expect(marked.status).toBe(200);
    expect(await db.booking.findUniqueOrThrow({ where: { id: started.id } })).toMatchObject({ attendance: "present", trainerNote: "Muito bem." });
    const both = await callRoute(markMany, { method: "PUT", token, body: { booking_ids: [started.id, other.id], attendance: "absent" } });
    expect(both.status).toBe(403);
    expect((await db.booking.findUniqueOrThrow({ where: { id: started.id } })).attendance).toBe("present");

    // The calendar: who gives each lesson; the runner sees the training record of their own lessons only.
    const day = await slotsOf("2026-11-23", token);
    const byTrainer = Object.fromEntries(day.json.slots.map((slot: { trainer: { id: number }; booking: { trainer_note: string | null } }) => [slot.trainer.id, slot.booking]));
    expect(byTrainer[user.id]).toMatchObject({ user_name: "Ana Silva", attendance: "present", trainer_note: "Muito bem." });
    expect(byTrainer[trainer.id]).toMatchObject({ user_name: "Ana Silva", attendance: null, trainer_note: null });
    // Their home's lessons: those they give.
    const mine = await callRoute(myBookings, { token, path: "/api/bookings/my?upcoming=1" });
    expect(mine.json.bookings.map((b: { id: number }) => b.id)).toEqual([booked.json.booking.id]);

    // Cancelling with a reason: the member is told.
    const taken = await db.booking.create({ data: { slotId: otherLater.id, animalId: (await createAnimal({ userId: member.id })).id, userId: member.id } });
    const cancelOther = await callRoute(cancel, { method: "DELETE", token, params: { id: String(taken.id) }, body: { reason: "Chuva" } });
    expect(cancelOther.status).toBe(403);
    expect(await db.booking.count({ where: { id: taken.id } })).toBe(1);
    const cancelled = await callRoute(cancel, { method: "DELETE", token, params: { id: String(booked.json.booking.id) }, body: { reason: "Chuva forte" } });
    expect(cancelled.status).toBe(200);
    const told = await db.outboxEmail.findFirstOrThrow({ where: { to: member.email, subject: { contains: "cancelada" } } });
    expect(told.text).toContain("Chuva forte");
  });

  it("gives the staff's booking dialog the members who book, by name with their animals and dependants, and nothing else", async () => {
    const { token } = await assistant();
    const ana = await createUser({ role: "student", name: "Ana Silva", email: "ana.silva@teste.pt" });
    await db.user.update({ where: { id: ana.id }, data: { phone: "+351912345678", hasFixedMonthlyFee: true, monthlyFeeAmount: "40" } });
    const rex = await createAnimal({ userId: ana.id, name: "Rex" });
    const bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
    await db.animal.update({ where: { id: (await createAnimal({ userId: ana.id, name: "Arquivado" })).id }, data: { archivedAt: new Date() } });
    const rita = await db.dependant.create({ data: { guardianId: ana.id, name: "Rita", birthDate: new Date("2014-05-02T00:00:00Z") } });
    const bruno = await createUser({ role: "external", name: "Bruno Externo" });
    const nina = await createAnimal({ userId: bruno.id, name: "Nina" });
    // Not offered: a guest (guests book nothing), a member turned off, a sign-up, a member with no animal, the staff.
    await createAnimal({ userId: (await createUser({ role: "guest", name: "Gil Convidado" })).id });
    await createAnimal({ userId: (await createUser({ role: "student", name: "Inês Inativa", isActive: false })).id });
    await createAnimal({ userId: (await createUser({ role: "student", name: "Paulo Pendente", approved: false })).id });
    await createUser({ role: "student", name: "Sem Animal" });

    const expected = [
      { id: ana.id, name: "Ana Silva", animals: [{ id: bolt.id, name: "Bolt" }, { id: rex.id, name: "Rex" }], dependants: [{ id: rita.id, name: "Rita" }] },
      { id: bruno.id, name: "Bruno Externo", animals: [{ id: nina.id, name: "Nina" }], dependants: [] },
    ];
    for (const sessionToken of [token, trainerToken]) {
      const response = await callRoute(bookableMembers, { token: sessionToken });
      expect(response.status).toBe(200);
      // Names and ids only: no email, phone or fees reach an assistant.
      expect(response.json).toEqual({ members: expected });
    }
    expect((await callRoute(bookableMembers, { token: await tokenFor(ana) })).status).toBe(403);
  });

  it("gives each participant's phone on a lesson to whoever runs it, and to nobody else", async () => {
    const { user, token } = await assistant();
    const other = await assistant("Outra Assistente");
    const ana = await createUser({ role: "student", name: "Ana Silva" });
    const bruno = await createUser({ role: "external", name: "Bruno Externo" });
    const guest = await createUser({ role: "guest" });
    await db.user.update({ where: { id: ana.id }, data: { phone: "+351912345678" } });
    await db.user.update({ where: { id: bruno.id }, data: { phone: "+351934567890" } });
    const slot = await createSlot({ startsAt: clubInstant("2026-11-28", "09:00"), trainerId: user.id });
    await db.availabilitySlot.update({ where: { id: slot.id }, data: { capacity: 3 } });
    // Ana's dependant handles her lesson: the phone is Ana's, the guardian's.
    const rita = await db.dependant.create({ data: { guardianId: ana.id, name: "Rita", birthDate: new Date("2014-05-02T00:00:00Z") } });
    await db.booking.create({ data: { slotId: slot.id, animalId: (await createAnimal({ userId: ana.id, name: "Rex" })).id, userId: ana.id, dependantId: rita.id } });
    await db.booking.create({ data: { slotId: slot.id, animalId: (await createAnimal({ userId: bruno.id, name: "Nina" })).id, userId: bruno.id } });

    const lesson = async (sessionToken: string) => {
      const response = await slotsOf("2026-11-28", sessionToken);
      expect(response.status).toBe(200);
      return { text: response.text, bookings: response.json.slots[0].bookings as { user_name: string; phone?: string | null }[] };
    };
    for (const runner of [trainerToken, token]) {
      const { bookings } = await lesson(runner);
      expect(bookings.map((booking) => [booking.user_name, booking.phone])).toEqual([
        ["Ana Silva", "+351912345678"],
        ["Bruno Externo", "+351934567890"],
      ]);
    }
    // Another assistant, the members themselves (their own lesson too) and a guest: no phone at all.
    for (const viewer of [other.token, await tokenFor(ana), await tokenFor(bruno), await tokenFor(guest)]) {
      const { text } = await lesson(viewer);
      expect(text).not.toContain("phone");
      expect(text).not.toContain("912345678");
      expect(text).not.toContain("934567890");
    }
  });

  it("tells the assistant of a booking or a cancellation on a lesson they give, unless they turned it off", async () => {
    const { user, token } = await assistant();
    const member = await createUser({ role: "student", name: "Ana Silva" });
    const memberToken = await tokenFor(member);
    const animal = await createAnimal({ userId: member.id, name: "Rex" });
    const slot = await createSlot({ startsAt: clubInstant("2026-11-28", "09:00"), trainerId: user.id });
    const booked = await callRoute(book, { token: memberToken, body: { availability_slot_id: slot.id, animal_id: animal.id } });
    expect(booked.status).toBe(201);
    const mails = () => db.outboxEmail.findMany({ where: { to: user.email }, orderBy: { id: "asc" } });
    expect((await mails()).map((mail) => mail.subject)).toEqual(["ACE - Aula marcada: 28/11/2026 às 09:00"]);
    expect((await mails())[0].text).toContain("Aluno: Ana Silva");
    await callRoute(cancel, { method: "DELETE", token: memberToken, params: { id: String(booked.json.booking.id) } });
    expect((await mails()).map((mail) => mail.subject)).toEqual(["ACE - Aula marcada: 28/11/2026 às 09:00", "ACE - Aula cancelada: 28/11/2026 às 09:00"]);

    const off = await callRoute(noticeSettings, { method: "PUT", token, body: { booking_confirmations: false } });
    expect(off.status).toBe(200);
    await callRoute(book, { token: memberToken, body: { availability_slot_id: slot.id, animal_id: animal.id } });
    expect(await mails()).toHaveLength(2);
  });

  it("each trainer's calendar feed holds the booked lessons they give, naming the member", async () => {
    const { user, token } = await assistant();
    const member = await createUser({ role: "student", name: "Ana Silva" });
    const animal = await createAnimal({ userId: member.id, name: "Rex" });
    const theirs = await createSlot({ startsAt: clubInstant("2026-11-28", "09:00"), trainerId: user.id });
    const trainers = await createSlot({ startsAt: clubInstant("2026-11-28", "09:00"), trainerId: trainer.id });
    await createSlot({ startsAt: clubInstant("2026-11-28", "10:00"), trainerId: user.id }); // free: not in the feed
    for (const slot of [theirs, trainers]) await db.booking.create({ data: { slotId: slot.id, animalId: animal.id, userId: member.id } });

    const summaries = async (account: { id: number }, sessionToken: string) => {
      const url = new URL((await callRoute(me, { token: sessionToken })).json.user.calendar_feed_url);
      const response = await callRoute(feed, { path: `${url.pathname}${url.search}` });
      expect(response.status).toBe(200);
      return [...response.text.matchAll(/^SUMMARY:(.*)$/gm)].map((match) => match[1]!.trim());
    };
    expect(await summaries(user, token)).toEqual(["Aula de agility - Ana Silva com Rex"]);
    expect(await summaries(trainer, trainerToken)).toEqual(["Aula de agility - Ana Silva com Rex"]);
    // The member's own feed is theirs, both lessons, without their own name.
    expect(await summaries(member, await tokenFor(member))).toEqual(["Aula de agility - Rex", "Aula de agility - Rex"]);
  });

  it("answers 403 to an assistant for the trainer's own work", async () => {
    const { token } = await assistant();
    expect((await callRoute(students, { token })).status).toBe(403);
    expect((await callRoute(payments, { token, path: "/api/payments?month=2026-11" })).status).toBe(403);
    expect((await callRoute(settings, { method: "PUT", token, body: { app_name: "Outro" } })).status).toBe(403);
    expect((await callRoute(template, { token })).status).toBe(403);
    expect((await callRoute(publish, { token, body: { date: "2026-11-28", start_time: "09:00", end_time: "10:00" } })).status).toBe(403);
    expect(await db.availabilitySlot.count()).toBe(0);
    // They read the staff list (the calendar's filter).
    expect((await callRoute(listTrainers, { token })).status).toBe(200);
  });
});
