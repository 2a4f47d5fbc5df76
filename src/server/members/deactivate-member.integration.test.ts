import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/auth/me/route";
import { PUT as setStatus } from "@/app/api/auth/student/[id]/status/route";
import { POST as bookRoute } from "@/app/api/bookings/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { mailServerOfThisFile } from "../../../test/mail-server";
import { tokenFor } from "../../../test/sessions";

// Turning a member off (docs/rules.md, "Accounts"): their lessons to come are cancelled, each freed
// lesson offered to its waiting list, and they are told once. "Now": Monday 14 December 2026,
// 10:00 in Seixal. Ana has a lesson this morning (started) and three to come; Bea waits for one.

const smtp = mailServerOfThisFile();
type Member = { user: TestUser; token: string; animalId: number };
let trainer: string;
let ana: Member;
let bea: Member;
let lessons: { started: number; tuesday: number; wednesday: number; friday: number };

async function member(name: string, animalName: string): Promise<Member> {
  const user = await createUser({ name });
  const animal = await createAnimal({ userId: user.id, name: animalName });
  return { user, token: await tokenFor(user), animalId: animal.id };
}
const book = async (who: Member, date: string, time: string) => {
  const slot = await createSlot({ startsAt: clubInstant(date, time) });
  await db.booking.create({ data: { slotId: slot.id, userId: who.user.id, animalId: who.animalId } });
  return slot.id;
};
const deactivate = (id: number | string, body: unknown = { is_active: false }, token = trainer) =>
  callRoute(setStatus, { method: "PUT", token, params: { id: String(id) }, body });
const bookedSlotsOf = async (who: Member) =>
  (await db.booking.findMany({ where: { userId: who.user.id }, orderBy: { slotId: "asc" }, select: { slotId: true } })).map((booking) => booking.slotId);
const subjectsTo = async (who: Member) =>
  (await db.outboxEmail.findMany({ where: { to: who.user.email }, orderBy: { id: "asc" }, select: { subject: true } })).map((mail) => mail.subject);

beforeAll(() => {
  process.env.ACE_FAKE_NOW = "2026-12-14T10:00:00Z";
});
afterAll(() => {
  delete process.env.ACE_FAKE_NOW;
});
beforeEach(async () => {
  trainer = await tokenFor(await createUser({ name: "Treinador Rui", role: "trainer" }));
  ana = await member("Ana Silva", "Bolt");
  bea = await member("Bea Costa", "Nina");
  lessons = {
    started: await book(ana, "2026-12-14", "09:30"),
    tuesday: await book(ana, "2026-12-15", "18:00"),
    wednesday: await book(ana, "2026-12-16", "18:00"),
    friday: await book(ana, "2026-12-18", "10:00"),
  };
  await db.waitlistEntry.create({ data: { slotId: lessons.wednesday, userId: bea.user.id, animalId: bea.animalId } });
});

describe("deactivating a member (integration)", () => {
  it("cancels the lessons to come, offers each freed lesson to its waiting list and tells the member once; the started lesson stays", async () => {
    const response = await deactivate(ana.user.id);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      message: "Conta de Ana Silva desativada: 3 aulas canceladas, com aviso por email.",
      cancelled_lessons: 3,
      student: { id: ana.user.id, is_active: false },
    });
    expect(await bookedSlotsOf(ana)).toEqual([lessons.started]);
    expect((await callRoute(me, { token: ana.token })).status).toBe(401);

    // Bea, first in line for Wednesday, is offered it as after any cancellation.
    const entry = await db.waitlistEntry.findFirstOrThrow({ where: { userId: bea.user.id } });
    expect(entry.offeredUntil).not.toBeNull();
    expect(await subjectsTo(bea)).toEqual(["ACE - Vaga disponível: 16/12/2026 às 18:00"]);

    // One mail for Ana, listing the three, and no 'Aula cancelada' each; no push (she cannot sign in).
    expect(await subjectsTo(ana)).toEqual(["ACE - 3 aulas canceladas"]);
    expect(await db.outboxPush.count()).toBe(0);
    const mail = await smtp.delivered(ana.user.email, "ACE - 3 aulas canceladas");
    expect(mail.text).toContain("O treinador desativou a sua conta no ACE.");
    expect(mail.text).toContain("Por isso, as suas próximas aulas foram canceladas:");
    expect(mail.text).toContain("terça-feira, 15 de dezembro de 2026, 18:00 - 18:45 (Bolt)");
    expect(mail.text).toContain("quarta-feira, 16 de dezembro de 2026, 18:00 - 18:45 (Bolt)");
    expect(mail.text).toContain("sexta-feira, 18 de dezembro de 2026, 10:00 - 10:45 (Bolt)");
    expect(mail.text).not.toContain("segunda-feira, 14 de dezembro");
    expect(mail.text).not.toContain("Abrir no ACE");
  });

  it("a member with no lesson to come is turned off and told nothing", async () => {
    const response = await deactivate(bea.user.id);
    expect(response.json).toMatchObject({ message: "Conta de Bea Costa desativada.", cancelled_lessons: 0, student: { is_active: false } });
    expect(await db.outboxEmail.count()).toBe(0);
    expect(await db.waitlistEntry.count()).toBe(1); // her place in line stays; an offer passes her over
  });

  it.each([
    ["an unknown member", () => deactivate(9999), 404, "Aluno não encontrado."],
    ["the trainer's account", async () => deactivate((await db.user.findFirstOrThrow({ where: { role: "trainer" } })).id), 404, "Aluno não encontrado."],
    ["a malformed id", () => deactivate("abc"), 400, "Identificador de aluno inválido."],
    ["no status", () => deactivate(ana.user.id, {}), 400, "Indique se a conta fica ativa ou inativa."],
    ["a status that is not true or false", () => deactivate(ana.user.id, { is_active: "não" }), 400, "Indique se a conta fica ativa ou inativa."],
  ])("refuses %s in Portuguese, and nothing changes", async (_, call, status, error) => {
    const response = await call();
    expect([response.status, response.json]).toEqual([status, { error }]);
    expect((await db.user.findUniqueOrThrow({ where: { id: ana.user.id } })).isActive).toBe(true);
    expect(await bookedSlotsOf(ana)).toEqual([lessons.started, lessons.tuesday, lessons.wednesday, lessons.friday]);
    expect(await db.waitlistEntry.count({ where: { offeredAt: { not: null } } })).toBe(0);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("is the trainer's alone: a member gets 403 and nothing changes", async () => {
    expect((await deactivate(ana.user.id, { is_active: false }, bea.token)).status).toBe(403);
    expect(await bookedSlotsOf(ana)).toHaveLength(4);
  });

  it("two deactivations at once, beside the member cancelling a lesson: each lesson cancelled once, one mail, one offer", async () => {
    const own = await db.booking.findFirstOrThrow({ where: { slotId: lessons.friday } });
    const { DELETE: cancelRoute } = await import("@/app/api/bookings/[id]/route");
    const [first, second, cancelled] = await Promise.all([
      deactivate(ana.user.id),
      deactivate(ana.user.id),
      callRoute(cancelRoute, { method: "DELETE", token: ana.token, params: { id: String(own.id) } }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const counted = first.json.cancelled_lessons + second.json.cancelled_lessons;
    // Ana's own cancellation lands first (200), or the deactivation does: she is signed out (401)
    // or finds the lesson already cancelled (404), and the deactivation counts it.
    expect([200, 401, 404]).toContain(cancelled.status);
    expect(counted).toBe(cancelled.status === 200 ? 2 : 3);
    expect(Math.min(first.json.cancelled_lessons, second.json.cancelled_lessons)).toBe(0);
    expect(await bookedSlotsOf(ana)).toEqual([lessons.started]);
    expect(await subjectsTo(ana)).toEqual([`ACE - ${counted} aulas canceladas`]);
    expect(await subjectsTo(bea)).toEqual(["ACE - Vaga disponível: 16/12/2026 às 18:00"]);
  });

  it("a booking made while the member is being turned off waits for it, and is refused: no lesson survives for an inactive member", async () => {
    const free = await createSlot({ startsAt: clubInstant("2026-12-17", "18:00") });
    // The deactivation's first steps, held open on a connection of the test's own: the member's
    // row locked (as deactivate-member.ts locks it) and turned off, not yet committed.
    const deactivation = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await deactivation.connect();
    try {
      await deactivation.query("BEGIN");
      await deactivation.query("SELECT id FROM users WHERE id = $1 FOR UPDATE", [ana.user.id]);
      await deactivation.query("UPDATE users SET is_active = false WHERE id = $1", [ana.user.id]);
      // Ana books meanwhile: her session is still good (the change is not committed).
      const booking = callRoute(bookRoute, { method: "POST", token: ana.token, body: { availability_slot_id: free.id, animal_id: ana.animalId } });
      // Whichever comes first: the booking's answer (it did not wait), or the booking waiting for
      // the member's row. Only then does the deactivation commit.
      const waiting = waitForLockWaiter(deactivation);
      const first = await Promise.race([booking.then(() => "answered" as const), waiting.promise.then(() => "waiting" as const)]);
      waiting.stop();
      await deactivation.query("COMMIT");
      expect(first).toBe("waiting");
      expect((await booking).status).toBe(404);
    } finally {
      await deactivation.end();
    }
    expect(await db.booking.count({ where: { slotId: free.id } })).toBe(0);
  });
});

/** Settles once another connection waits for a row lock (pg_stat_activity), asking on `client` until stopped. */
function waitForLockWaiter(client: pg.Client) {
  let stopped = false;
  const promise = (async () => {
    while (!stopped) {
      const { rows } = await client.query("SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'");
      if (rows[0].waiting > 0) return;
    }
    return new Promise<never>(() => {});
  })();
  return { promise, stop: () => (stopped = true) };
}
