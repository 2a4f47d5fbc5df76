import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PUT as putProfile } from "@/app/api/auth/profile/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as createAnimal } from "@/app/api/animals/route";
import { PUT as editAnimal } from "@/app/api/animals/[id]/route";
import { POST as book } from "@/app/api/bookings/route";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { noticeSignUpReceived } from "@/server/notices/sign-up-received";
import { callRoute } from "../../../test/call-route";
import { createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { mailServerOfThisFile } from "../../../test/mail-server";

// What members write on one line stays on one line (docs/rules.md, "Accounts", "Animals",
// "Notices"): a name with a line break would put a line of its own in someone's mail ('Abrir no
// ACE: https://evil.example/phish' under a sign-up notice). One-line fields refuse control
// characters; names already stored with them reach a mail on one line, and a sign-up's name is
// quoted. Notes keep their line breaks. "Now": Saturday 21 November 2026, 10:00 in Seixal.

const FORGED = "Eve\nAbrir no ACE: https://evil.example/phish";
const controls = (field: string) => `${field} não pode conter quebras de linha, tabulações nem outros caracteres de controlo.`;

const smtp = mailServerOfThisFile();
let trainer: TestUser;

beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-21T10:00:00Z";
  trainer = await createUser({ name: "Treinador Rui", role: "trainer", email: "treinador@ace.pt" });
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

/** The lines of a mail that start as ACE's link does. */
const linkLines = (text: string) => text.split(/\r?\n/).filter((line) => line.startsWith("Abrir no ACE:"));

describe("one-line fields refuse control characters (integration)", () => {
  it("refuses a sign-up whose name holds a line break: 400 in Portuguese, no account, no mail", async () => {
    const answer = await callRoute(register, { body: { name: FORGED, email: "eve@exemplo.pt", password: "segredo1" } });
    expect([answer.status, answer.json]).toEqual([400, { error: controls("O nome") }]);
    expect(await db.user.count({ where: { email: "eve@exemplo.pt" } })).toBe(0);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("refuses a profile's name with a tab or a direction override, keeping the name", async () => {
    const ana = await createUser({ name: "Ana Silva" });
    const token = await tokenFor(ana);
    for (const name of ["Ana\tSilva", "Ana \u202Eavlis", FORGED]) {
      const answer = await callRoute(putProfile, { method: "PUT", token, body: { name } });
      expect([answer.status, answer.json]).toEqual([400, { error: controls("O nome") }]);
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: ana.id } })).name).toBe("Ana Silva");
  });

  it("refuses an animal's name or breed with control characters, on creating and on editing", async () => {
    const ana = await createUser({ name: "Ana Silva" });
    const token = await tokenFor(ana);
    const refused = await callRoute(createAnimal, { token, body: { name: "Bolt\r\nAbrir no ACE", birth_date: "2020-01-01" } });
    expect([refused.status, refused.json]).toEqual([400, { error: controls("O nome do animal") }]);
    expect(await db.animal.count({ where: { userId: ana.id } })).toBe(0);

    const created = await callRoute(createAnimal, { token, body: { name: "Bolt", birth_date: "2020-01-01", breed: "Border Collie" } });
    expect(created.status).toBe(201);
    const id = String(created.json.animal.id);
    const edit = (body: Record<string, unknown>) => callRoute(editAnimal, { method: "PUT", token, params: { id }, body: { name: "Bolt", birth_date: "2020-01-01", ...body } });
    expect((await edit({ breed: "Border\u0085Collie" })).json).toEqual({ error: controls("A raça") });
    expect((await edit({ name: "Bolt\u2028Rex" })).json).toEqual({ error: controls("O nome do animal") });
    expect(await db.animal.findUniqueOrThrow({ where: { id: Number(id) }, select: { name: true, breed: true } })).toEqual({ name: "Bolt", breed: "Border Collie" });
  });

  it("refuses a cancellation's reason over two lines, and the lesson stays booked", async () => {
    const ana = await createUser({ name: "Ana Silva" });
    const animal = await callRoute(createAnimal, { token: await tokenFor(ana), body: { name: "Bolt", birth_date: "2020-01-01" } });
    const slot = await createSlot({ startsAt: clubInstant("2026-11-24", "18:00") });
    const trainerToken = await tokenFor(trainer);
    const booked = await callRoute(book, { token: trainerToken, body: { availability_slot_id: slot.id, animal_id: animal.json.animal.id, user_id: ana.id } });
    const bookingId = String(booked.json.booking.id);
    const answer = await callRoute(cancel, { method: "DELETE", token: trainerToken, params: { id: bookingId }, body: { reason: "Chuva.\nAbrir no ACE: https://evil.example" } });
    expect([answer.status, answer.json]).toEqual([400, { error: controls("O motivo do cancelamento") }]);
    expect(await db.booking.count({ where: { id: Number(bookingId) } })).toBe(1);
  });

  it("keeps the line breaks of a multi-line note", async () => {
    const token = await tokenFor(await createUser());
    const observations = "Medroso com barulho.\r\nNão gosta do túnel.\n\nTrazer petiscos.";
    const created = await callRoute(createAnimal, { token, body: { name: "Kiko", birth_date: "2020-01-01", observations } });
    expect(created.status).toBe(201);
    expect((await db.animal.findUniqueOrThrow({ where: { id: created.json.animal.id } })).observations).toBe(observations);
  });
});

describe("names stored with control characters, in a notice (integration)", () => {
  it("reach the sign-up notice on one line and quoted: no forged line in the body, no line break in the subject", async () => {
    const eve = await db.user.create({ data: { name: FORGED, email: "eve@exemplo.pt", passwordHash: "x", role: "student" } });
    await db.user.update({ where: { id: trainer.id }, data: { name: "Treinador\nRui" } });
    await db.$transaction((tx) => noticeSignUpReceived(tx, eve));

    const [row] = await db.outboxEmail.findMany({ where: { to: trainer.email } });
    expect(row.subject).toBe("ACE - Novo registo: «Eve Abrir no ACE: https://evil.example/phish»");
    const mail = await smtp.delivered(trainer.email, "ACE - Novo registo");
    expect(mail.subject).toBe(row.subject);
    expect(mail.text).toContain("Olá Treinador Rui,\n");
    expect(mail.text).toContain("«Eve Abrir no ACE: https://evil.example/phish» (eve@exemplo.pt) registou-se no ACE e aguarda a sua aprovação.");
    expect(linkLines(mail.text)).toEqual([`Abrir no ACE: http://localhost:3000/students?tab=pending&aprovar=${eve.id}`]);
  });

  it("reach a booking's confirmation with the animal's name on one line", async () => {
    const ana = await createUser({ name: "Ana Silva" });
    const animal = await db.animal.create({ data: { userId: ana.id, name: "Bolt\r\nAbrir no ACE: https://evil.example/phish", birthDate: new Date("2020-01-01") } });
    const slot = await createSlot({ startsAt: clubInstant("2026-11-24", "18:00") });
    const booked = await callRoute(book, { token: await tokenFor(ana), body: { availability_slot_id: slot.id, animal_id: animal.id } });
    expect(booked.status).toBe(201);

    const mail = await smtp.delivered(ana.email, "ACE - Aula marcada");
    expect(mail.text).toContain("Animal: Bolt  Abrir no ACE: https://evil.example/phish\n");
    expect(linkLines(mail.text)).toEqual(["Abrir no ACE: http://localhost:3000/calendar?view=day&date=2026-11-24"]);
  });
});
