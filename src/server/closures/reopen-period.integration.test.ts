import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as reopenRoute } from "@/app/api/availability/closures/[id]/route";
import { POST as closeRoute } from "@/app/api/availability/closures/route";
import { POST as standingRoute } from "@/app/api/availability/standing/route";
import { POST as applyRoute } from "@/app/api/availability/template/apply/route";
import { PUT as putTemplate } from "@/app/api/availability/template/route";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { clubInstant, clubTimeOf } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { mailServerOfThisFile } from "../../../test/mail-server";
import { tokenFor } from "../../../test/sessions";

// Reopening a closed period gives back what it can (docs/rules.md, "Closures"): the standing
// lessons of its days are booked again, and each member who lost a lesson or a waiting-list place
// is told once that the days are open again. "Now": Monday 12 October 2026, 11:00 in Seixal. The
// template opens Saturdays 09:00-12:00 in lessons of 60 minutes; Ana has a standing lesson on
// Saturdays at 09:00 (Rex), Bea at 10:00 (Nina). Saturday 17 October is rained off.

const smtp = mailServerOfThisFile();
type Member = { user: TestUser; token: string; animalId: number };
let trainer: string;
let ana: Member;
let bea: Member;
let carla: Member;
let dora: Member;

async function member(name: string, animalName: string): Promise<Member> {
  const user = await createUser({ name });
  const animal = await createAnimal({ userId: user.id, name: animalName });
  return { user, token: await tokenFor(user), animalId: animal.id };
}
const standing = async (who: Member, start_time: string) =>
  expect((await callRoute(standingRoute, { token: trainer, body: { user_id: who.user.id, animal_id: who.animalId, weekday: 6, start_time } })).status).toBe(201);
const apply = (start_date: string, end_date: string) => callRoute(applyRoute, { token: trainer, body: { start_date, end_date } });
const close = async (start_date: string, end_date: string, reason: string) => {
  const response = await callRoute(closeRoute, { token: trainer, body: { start_date, end_date, reason } });
  expect(response.status).toBe(201);
  return response.json.closure.id as number;
};
const reopen = (id: number | string, token = trainer) => callRoute(reopenRoute, { method: "DELETE", token, params: { id: String(id) } });
const slotAt = async (date: string, time: string) => (await db.availabilitySlot.findFirstOrThrow({ where: { startsAt: clubInstant(date, time) } })).id;
const lessonsOn = async (date: string) =>
  (
    await db.booking.findMany({
      where: { slot: { startsAt: { gte: clubInstant(date, "00:00"), lt: clubInstant(date, "23:59") } } },
      select: { user: { select: { name: true } }, slot: { select: { startsAt: true } } },
      orderBy: { slot: { startsAt: "asc" } },
    })
  ).map((booking) => `${clubTimeOf(booking.slot.startsAt)} ${booking.user.name}`);
const subjectsTo = async (who: Member) =>
  (await db.outboxEmail.findMany({ where: { to: who.user.email }, orderBy: { id: "asc" }, select: { subject: true } })).map((mail) => mail.subject);

beforeAll(() => {
  process.env.ACE_FAKE_NOW = "2026-10-12T10:00:00Z";
});
afterAll(() => {
  delete process.env.ACE_FAKE_NOW;
});
beforeEach(async () => {
  trainer = await tokenFor(await createUser({ name: "Treinador Rui", role: "trainer" }));
  await db.setting.create({ data: { key: "booking_duration_minutes", value: "60" } });
  const entries = [{ weekday: 6, start_time: "09:00", end_time: "12:00" }];
  expect((await callRoute(putTemplate, { method: "PUT", token: trainer, body: { entries } })).status).toBe(200);
  ana = await member("Ana Silva", "Rex");
  bea = await member("Bea Costa", "Nina");
  carla = await member("Carla Dias", "Bolt");
  dora = await member("Dora Reis", "Kika");
  await standing(ana, "09:00");
  await standing(bea, "10:00");
});

describe("reopening a closed period (integration)", () => {
  it("a rained-off Saturday reopened: the standing lesson it took is booked again, and each member who lost something is told once", async () => {
    expect((await apply("2026-10-17", "2026-10-24")).json.standing.booked).toHaveLength(4);
    // Bea cannot come on the 17th: Carla takes her 10:00; Dora waits for Ana's 09:00.
    const beaLesson = await db.booking.findFirstOrThrow({ where: { userId: bea.user.id, slotId: await slotAt("2026-10-17", "10:00") } });
    expect((await callRoute(cancelRoute, { method: "DELETE", token: bea.token, params: { id: String(beaLesson.id) } })).status).toBe(200);
    await db.booking.create({ data: { slotId: await slotAt("2026-10-17", "10:00"), userId: carla.user.id, animalId: carla.animalId } });
    await db.waitlistEntry.create({ data: { slotId: await slotAt("2026-10-17", "09:00"), userId: dora.user.id, animalId: dora.animalId } });
    const closure = await close("2026-10-17", "2026-10-17", "Campo alagado");
    expect(await lessonsOn("2026-10-17")).toEqual([]);
    await db.outboxEmail.deleteMany();

    const response = await reopen(closure);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      message: "Período reaberto: 3 disponibilidades desbloqueadas. 1 aula fixa marcada de novo, 3 pessoas avisadas.",
      unblocked_slots: 3,
      rebooked_standing: 1,
      told: 3,
    });
    // Ana's standing lesson is hers again; Carla's one-off week is free for her (or anyone) to book, not Bea's.
    expect(await lessonsOn("2026-10-17")).toEqual(["09:00 Ana Silva"]);
    expect(await db.availabilitySlot.count({ where: { isBlocked: true } })).toBe(0);
    expect(await db.closureLoss.count()).toBe(0);

    // One mail each (no 'Aula fixa marcada' beside it), none to Bea, who lost nothing.
    for (const who of [ana, carla, dora]) expect(await subjectsTo(who)).toEqual(["ACE - Clube reaberto: 17/10/2026"]);
    expect(await subjectsTo(bea)).toEqual([]);
    const anaMail = await smtp.delivered(ana.user.email, "ACE - Clube reaberto");
    expect(anaMail.text).toContain("O treinador reabriu o clube no dia 17 de outubro de 2026 (sábado), que tinha encerrado.");
    expect(anaMail.text).toContain("Motivo do encerramento: Campo alagado");
    expect(anaMail.text).toContain("A sua aula fixa foi marcada de novo:");
    expect(anaMail.text).toContain("sábado, 17 de outubro de 2026, 09:00 - 10:00 (Rex)");
    expect(anaMail.text).not.toContain("tinha sido cancelada");
    const carlaMail = await smtp.delivered(carla.user.email, "ACE - Clube reaberto");
    expect(carlaMail.text).toContain("Esta aula sua tinha sido cancelada; pode marcá-la de novo no calendário, se ainda estiver livre:");
    expect(carlaMail.text).toContain("sábado, 17 de outubro de 2026, 10:00 - 11:00 (Bolt)");
    const doraMail = await smtp.delivered(dora.user.email, "ACE - Clube reaberto");
    expect(doraMail.text).toContain("Estava na lista de espera desta aula; pode marcá-la, se estiver livre, ou voltar à lista de espera:");
    expect(doraMail.text).toContain("sábado, 17 de outubro de 2026, 09:00 - 10:00 (Kika)");
    expect(doraMail.text).toContain("http://localhost:3000/calendar?view=week&date=2026-10-17");
  });

  it("slots made while the period was closed get their standing lessons when it reopens; a member who lost nothing and turned confirmations off is not told", async () => {
    const closure = await close("2026-10-24", "2026-10-24", "Prova regional");
    const applied = await apply("2026-10-17", "2026-10-24");
    expect(applied.json.standing).toMatchObject({ clashes: [] });
    expect(await lessonsOn("2026-10-24")).toEqual([]);
    await db.user.update({ where: { id: bea.user.id }, data: { bookingConfirmations: false } });
    await db.outboxEmail.deleteMany();

    const response = await reopen(closure);
    expect(response.json).toMatchObject({ unblocked_slots: 3, rebooked_standing: 2, told: 1 });
    expect(await lessonsOn("2026-10-24")).toEqual(["09:00 Ana Silva", "10:00 Bea Costa"]);
    expect(await subjectsTo(ana)).toEqual(["ACE - Clube reaberto: 24/10/2026"]);
    expect(await subjectsTo(bea)).toEqual([]);
    const mail = await smtp.delivered(ana.user.email, "ACE - Clube reaberto");
    expect(mail.text).toContain("sábado, 24 de outubro de 2026, 09:00 - 10:00 (Rex)");
  });

  it("a day another closure still covers stays closed; what was lost there is given back when that one reopens too", async () => {
    await apply("2026-10-17", "2026-10-24");
    const week = await close("2026-10-18", "2026-10-24", "Férias");
    const saturday = await close("2026-10-24", "2026-10-24", "Prova regional");
    await db.outboxEmail.deleteMany();

    expect((await reopen(week)).json).toMatchObject({ unblocked_slots: 0, rebooked_standing: 0, told: 0 });
    expect(await lessonsOn("2026-10-24")).toEqual([]);
    expect(await db.outboxEmail.count()).toBe(0);

    expect((await reopen(saturday)).json).toMatchObject({ unblocked_slots: 3, rebooked_standing: 2, told: 2 });
    expect(await lessonsOn("2026-10-24")).toEqual(["09:00 Ana Silva", "10:00 Bea Costa"]);
    const mail = await smtp.delivered(bea.user.email, "ACE - Clube reaberto: 24/10/2026");
    expect(mail.text).toContain("A sua aula fixa foi marcada de novo:");
  });

  it("refuses an unknown or malformed closure and a member, in Portuguese, and nothing changes", async () => {
    await apply("2026-10-17", "2026-10-17");
    const closure = await close("2026-10-17", "2026-10-17", "Campo alagado");
    await db.outboxEmail.deleteMany();
    const unknown = await reopen(closure + 1);
    expect([unknown.status, unknown.json]).toEqual([404, { error: "Encerramento não encontrado." }]);
    const malformed = await reopen("abc");
    expect([malformed.status, malformed.json]).toEqual([400, { error: "Identificador de encerramento inválido." }]);
    expect((await reopen(closure, ana.token)).status).toBe(403);

    expect(await db.availabilityClosure.count()).toBe(1);
    expect(await db.availabilitySlot.count({ where: { isBlocked: true, blockedByClosure: true } })).toBe(3);
    expect(await db.closureLoss.count()).toBe(2);
    expect(await lessonsOn("2026-10-17")).toEqual([]);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("two reopenings of one closure at once: one reopens, the other finds nothing; booked once, told once", async () => {
    await apply("2026-10-17", "2026-10-17");
    await db.waitlistEntry.create({ data: { slotId: await slotAt("2026-10-17", "10:00"), userId: dora.user.id, animalId: dora.animalId } });
    const closure = await close("2026-10-17", "2026-10-17", "Campo alagado");
    await db.outboxEmail.deleteMany();

    const answers = await Promise.all([reopen(closure), reopen(closure)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect(answers.find((answer) => answer.status === 200)!.json).toMatchObject({ unblocked_slots: 3, rebooked_standing: 2, told: 3 });
    expect(await lessonsOn("2026-10-17")).toEqual(["09:00 Ana Silva", "10:00 Bea Costa"]);
    for (const who of [ana, bea, dora]) expect(await subjectsTo(who)).toEqual(["ACE - Clube reaberto: 17/10/2026"]);
  });
});
