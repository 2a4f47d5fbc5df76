import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DELETE as reopenRoute } from "@/app/api/availability/closures/[id]/route";
import { GET as previewRoute } from "@/app/api/availability/closures/preview/route";
import { GET as listRoute, POST as closeRoute } from "@/app/api/availability/closures/route";
import { GET as dateRoute } from "@/app/api/availability/date/[date]/route";
import { POST as createSlotsRoute } from "@/app/api/availability/route";
import { PUT as slotRoute } from "@/app/api/availability/slot/[id]/route";
import { GET as weekRoute } from "@/app/api/availability/week/[date]/route";
import { POST as bookRoute } from "@/app/api/bookings/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { mailServerOfThisFile } from "../../../test/mail-server";

// Closing a period (docs/rules.md, "Closures"), as the trainer, the members and their mailboxes
// see it. "Now": Monday 14 December 2026, 10:00 in Seixal; the closed week is 21-27 December.

const NOW = "2026-12-14T10:00:00Z";
const REASON = "Férias de Natal";
type Member = { user: TestUser; token: string; animalId: number };

const smtp = mailServerOfThisFile();
let trainer: string;
let ana: Member;
let bea: Member;
let carla: Member;

async function member(name: string, animalName: string): Promise<Member> {
  const user = await createUser({ name });
  const animal = await createAnimal({ userId: user.id, name: animalName });
  return { user, token: await tokenFor(user), animalId: animal.id };
}
const slotAt = async (date: string, time: string, extra: { isBlocked?: boolean } = {}) =>
  (await createSlot({ startsAt: clubInstant(date, time), ...extra })).id;
const bookFor = (who: Member, slotId: number) => db.booking.create({ data: { slotId, userId: who.user.id, animalId: who.animalId } });
const wait = (who: Member, slotId: number) => db.waitlistEntry.create({ data: { slotId, userId: who.user.id, animalId: who.animalId } });
const close = (body: unknown, token = trainer) => callRoute(closeRoute, { token, body });
const reopen = (id: number, token = trainer) => callRoute(reopenRoute, { method: "DELETE", token, params: { id: String(id) } });
const dayAs = (token: string, date: string) => callRoute(dateRoute, { token, params: { date } });
const mailsTo = (to: string) => db.outboxEmail.findMany({ where: { to }, orderBy: { id: "asc" } });
const blockedOf = async (ids: number[]) =>
  (await db.availabilitySlot.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" }, select: { isBlocked: true } })).map((slot) => slot.isBlocked);

beforeEach(async () => {
  process.env.ACE_FAKE_NOW = NOW;
  trainer = await tokenFor(await createUser({ name: "Treinador Rui", role: "trainer" }));
  ana = await member("Ana Silva", "Bolt");
  bea = await member("Bea Costa", "Nina");
  carla = await member("Carla Dias", "Rex");
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

describe("closing a period (integration)", () => {
  it("blocks the week, cancels its lessons and empties its waiting lists; each member is told once, with the reason, and nobody is offered a lesson", async () => {
    const [mon, tue, wed, thu, fri] = [
      await slotAt("2026-12-21", "10:00"),
      await slotAt("2026-12-22", "18:00"),
      await slotAt("2026-12-23", "10:00"),
      await slotAt("2026-12-24", "10:00"),
      await slotAt("2026-12-25", "10:00"),
    ];
    const after = await slotAt("2026-12-28", "10:00");
    for (const slot of [mon, tue, wed]) await bookFor(ana, slot);
    await bookFor(bea, thu);
    await wait(ana, thu); // Ana waits for Bea's lesson: one notice lists her three lessons and the wait
    await wait(carla, thu);
    await bookFor(bea, after);
    await wait(carla, after); // the week after stays as it is
    await db.pushSubscription.create({ data: { userId: ana.user.id, endpoint: "https://fcm.googleapis.com/fcm/send/ana", p256dh: "p", auth: "a" } });

    const response = await close({ start_date: "2026-12-21", end_date: "2026-12-27", reason: REASON });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      closure: { id: expect.any(Number), start_date: "2026-12-21", end_date: "2026-12-27", reason: REASON },
      cancelled_bookings: 4,
      blocked_slots: 5,
      removed_waitlist: 2,
    });

    expect(await blockedOf([mon, tue, wed, thu, fri, after])).toEqual([true, true, true, true, true, false]);
    expect(await db.booking.count({ where: { slotId: { in: [mon, tue, wed, thu, fri] } } })).toBe(0);
    expect(await db.waitlistEntry.findMany({ select: { slotId: true, userId: true } })).toEqual([{ slotId: after, userId: carla.user.id }]);

    // One mail each, nothing else: no 'Aula cancelada' per lesson, no 'Vaga disponível' to anyone.
    expect((await mailsTo(ana.user.email)).map((mail) => mail.subject)).toEqual(["ACE - Clube encerrado: 21/12/2026 a 27/12/2026"]);
    expect((await mailsTo(bea.user.email)).map((mail) => mail.subject)).toEqual(["ACE - Clube encerrado: 21/12/2026 a 27/12/2026"]);
    expect((await mailsTo(carla.user.email)).map((mail) => mail.subject)).toEqual(["ACE - Clube encerrado: 21/12/2026 a 27/12/2026"]);
    expect(await db.outboxEmail.count({ where: { subject: { contains: "Vaga" } } })).toBe(0);
    expect(await db.waitlistEntry.count({ where: { offeredAt: { not: null } } })).toBe(0);

    const mail = await smtp.delivered(ana.user.email, "ACE - Clube encerrado");
    expect(mail.text).toContain("Olá Ana Silva,");
    expect(mail.text).toContain("O treinador encerrou o clube de 21 de dezembro de 2026 (segunda-feira) a 27 de dezembro de 2026 (domingo).");
    expect(mail.text).toContain(`Motivo: ${REASON}`);
    expect(mail.text).toContain("As suas aulas neste período foram canceladas:");
    expect(mail.text).toContain("segunda-feira, 21 de dezembro de 2026, 10:00 - 10:45 (Bolt)");
    expect(mail.text).toContain("terça-feira, 22 de dezembro de 2026, 18:00 - 18:45 (Bolt)");
    expect(mail.text).toContain("quarta-feira, 23 de dezembro de 2026, 10:00 - 10:45 (Bolt)");
    expect(mail.text).toContain("Saiu da lista de espera desta aula:");
    expect(mail.text).toContain("quinta-feira, 24 de dezembro de 2026, 10:00 - 10:45 (Bolt)");
    expect(mail.text).toContain("http://localhost:3000/calendar?view=week&date=2026-12-21");
    const carlaMail = await smtp.delivered(carla.user.email, "ACE - Clube encerrado");
    expect(carlaMail.text).toContain(`Motivo: ${REASON}`);
    expect(carlaMail.text).not.toContain("canceladas");
    expect(carlaMail.text).toContain("Saiu da lista de espera desta aula:");

    // The phone gets the same notice, once.
    const pushes = await db.outboxPush.findMany({ select: { payload: true } });
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0].payload!)).toEqual({
      title: "Clube encerrado: 21/12/2026 a 27/12/2026",
      body: `Motivo: ${REASON}. 3 aulas suas foram canceladas e saiu de 1 lista de espera.`,
      url: "/calendar?view=week&date=2026-12-21",
    });
  });

  it("shows the closed days with their reason in the day and week views, their slots offered to nobody", async () => {
    const slot = await slotAt("2026-12-22", "18:00");
    expect((await close({ start_date: "2026-12-21", end_date: "2026-12-27", reason: REASON })).status).toBe(201);

    const day = await dayAs(ana.token, "2026-12-22");
    expect(day.json.closure).toEqual({ id: expect.any(Number), start_date: "2026-12-21", end_date: "2026-12-27", reason: REASON });
    expect(day.json.slots).toMatchObject([{ id: slot, status: "blocked", bookable: false }]);
    const trainerDay = await dayAs(trainer, "2026-12-22");
    expect(trainerDay.json.slots).toMatchObject([{ id: slot, status: "blocked", bookable: false }]);
    expect((await dayAs(ana.token, "2026-12-28")).json.closure).toBeNull();

    const week = await callRoute(weekRoute, { token: ana.token, params: { date: "2026-12-18" } });
    expect(week.json.days.map((d: { date: string; closure: { reason: string } | null }) => [d.date, d.closure?.reason ?? null])).toEqual([
      ["2026-12-14", null], ["2026-12-15", null], ["2026-12-16", null], ["2026-12-17", null],
      ["2026-12-18", null], ["2026-12-19", null], ["2026-12-20", null],
    ]);
    const closedWeek = await callRoute(weekRoute, { token: ana.token, params: { date: "2026-12-23" } });
    expect(closedWeek.json.days.every((d: { closure: { reason: string } | null }) => d.closure?.reason === REASON)).toBe(true);
  });

  it("refuses booking a slot of a closed day, naming the reason, even for the trainer; the trainer cannot unblock it", async () => {
    const slot = await slotAt("2026-12-22", "18:00");
    expect((await close({ start_date: "2026-12-22", end_date: "2026-12-22", reason: REASON })).status).toBe(201);
    const message = `O clube está encerrado nesse dia (${REASON}): não é possível marcar aulas.`;
    const asMember = await callRoute(bookRoute, { token: ana.token, body: { availability_slot_id: slot, animal_id: ana.animalId } });
    expect([asMember.status, asMember.json.error]).toEqual([409, message]);
    const asTrainer = await callRoute(bookRoute, { token: trainer, body: { availability_slot_id: slot, animal_id: ana.animalId } });
    expect([asTrainer.status, asTrainer.json.error]).toEqual([409, message]);

    const unblock = await callRoute(slotRoute, { method: "PUT", token: trainer, params: { id: String(slot) }, body: { is_blocked: false } });
    expect([unblock.status, unblock.json.error]).toEqual([
      409,
      `Esta disponibilidade está num período encerrado (${REASON}): reabra o período para a desbloquear.`,
    ]);
    expect(await blockedOf([slot])).toEqual([true]);
    expect(await db.booking.count()).toBe(0);
  });

  it("leaves a lesson that has started: a closure from today cancels only what is still to come", async () => {
    process.env.ACE_FAKE_NOW = "2026-12-21T10:15:00Z"; // Monday 21, 10:15 in Seixal
    const morning = await slotAt("2026-12-21", "10:00");
    const evening = await slotAt("2026-12-21", "18:00");
    await bookFor(ana, morning);
    await bookFor(bea, evening);
    const response = await close({ start_date: "2026-12-21", end_date: "2026-12-21", reason: "Campo alagado" });
    expect(response.json).toMatchObject({ cancelled_bookings: 1, blocked_slots: 1, removed_waitlist: 0 });
    expect(await blockedOf([morning, evening])).toEqual([false, true]);
    expect(await db.booking.findMany({ select: { slotId: true } })).toEqual([{ slotId: morning }]);
    expect(await mailsTo(ana.user.email)).toEqual([]);
    const mail = await smtp.delivered(bea.user.email, "ACE - Clube encerrado: 21/12/2026");
    expect(mail.text).toContain("O treinador encerrou o clube no dia 21 de dezembro de 2026 (segunda-feira).");
    expect(mail.text).toContain("A sua aula neste período foi cancelada:");
    expect(mail.text).toContain("Motivo: Campo alagado");
  });

  it("makes the slots published later on a closed day blocked, and reopening frees them", async () => {
    const { json } = await close({ start_date: "2026-12-21", end_date: "2026-12-27", reason: REASON });
    const created = await callRoute(createSlotsRoute, { token: trainer, body: { date: "2026-12-23", start_time: "09:00", end_time: "10:30" } });
    expect(created.json).toMatchObject({ created_slots: 2 });
    expect((await dayAs(ana.token, "2026-12-23")).json.slots).toMatchObject([
      { status: "blocked", bookable: false },
      { status: "blocked", bookable: false },
    ]);
    const outside = await callRoute(createSlotsRoute, { token: trainer, body: { date: "2026-12-28", start_time: "09:00", end_time: "09:45" } });
    expect(outside.json).toMatchObject({ created_slots: 1 });
    expect((await dayAs(ana.token, "2026-12-28")).json.slots).toMatchObject([{ status: "available", bookable: true }]);

    expect((await reopen(json.closure.id)).json).toEqual({
      message: "Período reaberto: 2 disponibilidades desbloqueadas.",
      unblocked_slots: 2,
      rebooked_standing: 0,
      told: 0,
    });
    expect((await dayAs(ana.token, "2026-12-23")).json.slots).toMatchObject([
      { status: "available", bookable: true },
      { status: "available", bookable: true },
    ]);
  });

  it("previews what closing would do, for the trainer's confirmation", async () => {
    const [a, b] = [await slotAt("2026-12-22", "10:00"), await slotAt("2026-12-23", "10:00")];
    await slotAt("2026-12-24", "10:00", { isBlocked: true });
    await bookFor(ana, a);
    await wait(bea, a);
    await bookFor(carla, b);
    const preview = await callRoute(previewRoute, { token: trainer, path: "/api/availability/closures/preview?start_date=2026-12-21&end_date=2026-12-27" });
    expect(preview.json).toEqual({ blocked_slots: 2, cancelled_bookings: 2, removed_waitlist: 1 });
    expect(await db.availabilityClosure.count()).toBe(0);
    const refused = await callRoute(previewRoute, { token: trainer, path: "/api/availability/closures/preview?start_date=2026-12-27&end_date=2026-12-21" });
    expect([refused.status, refused.json.error]).toEqual([400, "A data de fim não pode ser anterior à data de início."]);
  });
});

describe("reopening a period (integration)", () => {
  it("unblocks what the closure blocked, keeps what the trainer blocked by hand, restores no one-off lesson and tells its member", async () => {
    const [free, booked] = [await slotAt("2026-12-22", "10:00"), await slotAt("2026-12-22", "11:00")];
    const byHand = await slotAt("2026-12-22", "12:00", { isBlocked: true });
    await bookFor(ana, booked);
    const { json } = await close({ start_date: "2026-12-21", end_date: "2026-12-27", reason: REASON });
    const mailsBefore = await db.outboxEmail.count();

    const response = await reopen(json.closure.id);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      message: "Período reaberto: 2 disponibilidades desbloqueadas. 1 pessoa avisada.",
      unblocked_slots: 2,
      rebooked_standing: 0,
      told: 1,
    });
    expect(await blockedOf([free, booked, byHand])).toEqual([false, false, true]);
    expect(await db.booking.count()).toBe(0);
    expect(await db.outboxEmail.count()).toBe(mailsBefore + 1);
    expect((await mailsTo(ana.user.email)).map((mail) => mail.subject)).toEqual([
      "ACE - Clube encerrado: 21/12/2026 a 27/12/2026",
      "ACE - Clube reaberto: 21/12/2026 a 27/12/2026",
    ]);
    expect((await dayAs(ana.token, "2026-12-22")).json.closure).toBeNull();
    expect((await callRoute(listRoute, { token: trainer })).json).toEqual({ closures: [] });
    const again = await reopen(json.closure.id);
    expect([again.status, again.json.error]).toEqual([404, "Encerramento não encontrado."]);
  });

  it("keeps blocked the days another closure still covers", async () => {
    const [mon, thu] = [await slotAt("2026-12-21", "10:00"), await slotAt("2026-12-24", "10:00")];
    const week = (await close({ start_date: "2026-12-21", end_date: "2026-12-27", reason: REASON })).json.closure;
    const eve = (await close({ start_date: "2026-12-24", end_date: "2026-12-24", reason: "Consoada" })).json.closure;
    expect((await callRoute(listRoute, { token: trainer })).json.closures).toEqual([week, eve]);

    expect((await reopen(week.id)).json.unblocked_slots).toBe(1);
    expect(await blockedOf([mon, thu])).toEqual([false, true]);
    expect((await dayAs(ana.token, "2026-12-24")).json.closure).toMatchObject({ reason: "Consoada" });
    expect((await reopen(eve.id)).json.unblocked_slots).toBe(1);
    expect(await blockedOf([mon, thu])).toEqual([false, false]);
  });

  it("lists only the closures that have not ended", async () => {
    await db.availabilityClosure.create({ data: { startDate: new Date("2026-12-01T00:00:00Z"), endDate: new Date("2026-12-13T00:00:00Z"), reason: "Passado" } });
    await db.availabilityClosure.create({ data: { startDate: new Date("2026-12-10T00:00:00Z"), endDate: new Date("2026-12-14T00:00:00Z"), reason: "Até hoje" } });
    const next = (await close({ start_date: "2027-01-04", end_date: "2027-01-04", reason: "Reis" })).json.closure;
    const listed = await callRoute(listRoute, { token: trainer });
    expect(listed.json.closures.map((closure: { reason: string }) => closure.reason)).toEqual(["Até hoje", "Reis"]);
    expect(listed.json.closures[1]).toEqual(next);
  });
});

describe("closing a period refuses bad input, changing nothing (integration)", () => {
  const valid = { start_date: "2026-12-21", end_date: "2026-12-27", reason: REASON };
  it.each([
    ["an end before the start", { ...valid, end_date: "2026-12-20" }, "A data de fim não pode ser anterior à data de início."],
    ["a date that does not exist", { ...valid, end_date: "2026-02-30" }, "A data de fim não é uma data válida."],
    ["a start that does not exist", { ...valid, start_date: "2026-12-32" }, "A data de início não é uma data válida."],
    ["no dates", { reason: REASON }, "Indique a data de início e a data de fim do encerramento."],
    ["no reason", { start_date: "2026-12-21", end_date: "2026-12-27" }, "Indique o motivo do encerramento."],
    ["a blank reason", { ...valid, reason: "   " }, "Indique o motivo do encerramento."],
    ["a reason over 500 characters", { ...valid, reason: "a".repeat(501) }, "O motivo do encerramento pode ter no máximo 500 caracteres."],
    ["over 366 days", { ...valid, end_date: "2027-12-22" }, "Um encerramento pode ter no máximo 366 dias."],
    ["a reason with a line break", { ...valid, reason: "Férias\nde Natal" },
      "O motivo do encerramento não pode conter quebras de linha, tabulações nem outros caracteres de controlo."],
    ["a start before today", { ...valid, start_date: "2026-12-13" }, "A data de início do encerramento não pode ser anterior a hoje."],
  ])("%s: 400", async (_, body, error) => {
    const slot = await slotAt("2026-12-22", "18:00");
    await bookFor(ana, slot);
    const response = await close(body);
    expect([response.status, response.json]).toEqual([400, { error }]);
    expect(await db.availabilityClosure.count()).toBe(0);
    expect(await blockedOf([slot])).toEqual([false]);
    expect(await db.booking.count()).toBe(1);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("accepts 366 days, both ends counted, and a reason of 500 characters", async () => {
    const response = await close({ start_date: "2026-12-21", end_date: "2027-12-21", reason: "a".repeat(500) });
    expect(response.status).toBe(201);
    expect(response.json.closure).toMatchObject({ start_date: "2026-12-21", end_date: "2027-12-21" });
  });

  it("is the trainer's alone: a student gets 403 on every call, and nothing changes", async () => {
    const slot = await slotAt("2026-12-22", "18:00");
    const closure = (await close({ start_date: "2026-12-28", end_date: "2026-12-28", reason: "Obras" })).json.closure;
    const student = ana.token;
    expect((await close({ start_date: "2026-12-21", end_date: "2026-12-27", reason: REASON }, student)).status).toBe(403);
    expect((await callRoute(listRoute, { token: student })).status).toBe(403);
    expect((await callRoute(previewRoute, { token: student, path: "/api/availability/closures/preview?start_date=2026-12-21&end_date=2026-12-27" })).status).toBe(403);
    expect((await reopen(closure.id, student)).status).toBe(403);
    expect(await db.availabilityClosure.count()).toBe(1);
    expect(await blockedOf([slot])).toEqual([false]);
  });
});
