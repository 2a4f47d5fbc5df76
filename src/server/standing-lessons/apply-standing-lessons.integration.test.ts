import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/availability/standing/route";
import { POST as applyRoute } from "@/app/api/availability/template/apply/route";
import { PUT as putTemplate } from "@/app/api/availability/template/route";
import { GET as listMembers } from "@/app/api/auth/students/route";
import type { Animal } from "@/generated/prisma/client";
import { clubDateOf, clubInstant, clubTimeOf } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Applying the weekly template books the standing lessons (docs/rules.md, "Standing lessons").
// "Now" is Monday 12 October 2026, 11:00 in Seixal. The template opens Mondays 09:00-10:00 and
// 17:00-19:00 in lessons of 60 minutes.
let token: string;
let ana: TestUser;
let rex: Animal;
let bea: TestUser;
let bolt: Animal;

beforeAll(() => {
  process.env.ACE_FAKE_NOW = "2026-10-12T10:00:00Z";
});
afterAll(() => {
  delete process.env.ACE_FAKE_NOW;
});
beforeEach(async () => {
  token = await tokenFor(await createUser({ role: "trainer" }));
  await db.setting.create({ data: { key: "booking_duration_minutes", value: "60" } });
  const entries = [
    { weekday: 1, start_time: "09:00", end_time: "10:00" },
    { weekday: 1, start_time: "17:00", end_time: "19:00" },
  ];
  expect((await callRoute(putTemplate, { method: "PUT", token, body: { entries } })).status).toBe(200);
  ana = await createUser({ name: "Ana Silva" });
  rex = await createAnimal({ userId: ana.id, name: "Rex" });
  bea = await createUser({ name: "Bea Costa", role: "external" });
  bolt = await createAnimal({ userId: bea.id, name: "Bolt" });
});

const give = async (member: TestUser, animal: Animal, start_time: string) => {
  const response = await callRoute(createRoute, { token, body: { user_id: member.id, animal_id: animal.id, weekday: 1, start_time } });
  expect(response.status).toBe(201);
};
const apply = (start_date: string, end_date: string) => callRoute(applyRoute, { token, body: { start_date, end_date } });
/** Every booking as 'date time member animal', in time order. */
const bookings = async () =>
  (
    await db.booking.findMany({
      select: { slot: { select: { startsAt: true } }, user: { select: { name: true } }, animal: { select: { name: true } } },
      orderBy: { slot: { startsAt: "asc" } },
    })
  ).map((b) => `${clubDateOf(b.slot.startsAt)} ${clubTimeOf(b.slot.startsAt)} ${b.user.name} ${b.animal.name}`);
const lesson = (user_name: string, animal_name: string, date: string, start_time: string) => ({ user_name, animal_name, date, start_time });

describe("applying the weekly template books the standing lessons (integration)", () => {
  it("books each one into its weekday's new slot, for the member, who is told once; applying twice books once", async () => {
    await give(ana, rex, "18:00");
    await give(bea, bolt, "17:00");
    const response = await apply("2026-10-19", "2026-10-26");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      message: "6 aulas criadas, 0 ignoradas. Aulas fixas: 4 marcadas.",
      created_slots: 6,
      ignored_slots: 0,
      standing: {
        booked: [
          lesson("Bea Costa", "Bolt", "2026-10-19", "17:00"),
          lesson("Ana Silva", "Rex", "2026-10-19", "18:00"),
          lesson("Bea Costa", "Bolt", "2026-10-26", "17:00"),
          lesson("Ana Silva", "Rex", "2026-10-26", "18:00"),
        ],
        clashes: [],
        told: 2,
      },
    });
    const booked = [
      "2026-10-19 17:00 Bea Costa Bolt",
      "2026-10-19 18:00 Ana Silva Rex",
      "2026-10-26 17:00 Bea Costa Bolt",
      "2026-10-26 18:00 Ana Silva Rex",
    ];
    expect(await bookings()).toEqual(booked);
    // One notice for both weeks, as her fixed lessons (standing-lessons-notice.integration.test.ts).
    const mails = await db.outboxEmail.findMany({ where: { to: ana.email }, select: { subject: true } });
    expect(mails).toEqual([{ subject: "ACE - 2 aulas fixas marcadas" }]);

    const again = await apply("2026-10-19", "2026-10-26");
    expect(again.json).toEqual({
      message: "0 aulas criadas, 6 ignoradas.",
      created_slots: 0,
      ignored_slots: 6,
      standing: { booked: [], clashes: [], told: 0 },
    });
    expect(await bookings()).toEqual(booked);
    expect(await db.outboxEmail.count({ where: { to: ana.email } })).toBe(1);
  });

  it("a standing lesson for the member's dependant books each week for her (the lesson the guardian's), and she is named", async () => {
    const rita = await db.dependant.create({ data: { guardianId: ana.id, name: "Rita", birthDate: new Date("2014-05-02T00:00:00Z") } });
    const tiago = await db.dependant.create({ data: { guardianId: bea.id, name: "Tiago", birthDate: new Date("2015-01-01T00:00:00Z") } });
    // The trainer's member list offers her ('Quem conduz?').
    const students = (await callRoute(listMembers, { token })).json.students as { id: number; dependants: unknown }[];
    expect(students.find((student) => student.id === ana.id)?.dependants).toEqual([{ id: rita.id, name: "Rita" }]);
    const body = { user_id: ana.id, animal_id: rex.id, weekday: 1, start_time: "18:00" };
    // Another member's dependant: refused, nothing given.
    const refused = await callRoute(createRoute, { token, body: { ...body, dependant_id: tiago.id } });
    expect([refused.status, refused.json.error]).toEqual([400, "O dependente escolhido não pertence ao agregado deste membro."]);
    expect(await db.standingLesson.count()).toBe(0);

    const given = await callRoute(createRoute, { token, body: { ...body, dependant_id: rita.id } });
    expect([given.status, given.json.message]).toEqual([201, "Aula fixa criada: Rita (resp. Ana Silva) com Rex, à segunda-feira às 18:00."]);
    expect(given.json.standing_lesson).toMatchObject({ user_id: ana.id, dependant: { id: rita.id, name: "Rita" } });
    expect((await callRoute(listRoute, { token })).json.standing_lessons[0].dependant).toEqual({ id: rita.id, name: "Rita" });

    const response = await apply("2026-10-19", "2026-10-26");
    expect(response.json.standing).toEqual({
      booked: [lesson("Rita (resp. Ana Silva)", "Rex", "2026-10-19", "18:00"), lesson("Rita (resp. Ana Silva)", "Rex", "2026-10-26", "18:00")],
      clashes: [],
      told: 1,
    });
    const rows = await db.booking.findMany({ select: { userId: true, dependantId: true }, orderBy: { id: "asc" } });
    expect(rows).toEqual([{ userId: ana.id, dependantId: rita.id }, { userId: ana.id, dependantId: rita.id }]);
    // The guardian is told, once, naming who handles them.
    const [mail] = await db.outboxEmail.findMany({ where: { to: ana.email }, select: { subject: true, text: true } });
    expect(mail.subject).toBe("ACE - 2 aulas fixas marcadas");
    expect(mail.text).toContain("Rita com Rex, às segundas-feiras, 18:00 - 19:00 (2 aulas):");
    // A template that no longer opens its hour names who handles it.
    const closed = await callRoute(putTemplate, { method: "PUT", token, body: { entries: [{ weekday: 1, start_time: "09:00", end_time: "10:00" }] } });
    expect(closed.json.message).toContain("Rita (resp. Ana Silva) com Rex, à segunda-feira às 18:00.");
  });

  it("reports a slot someone else holds or the trainer blocked as a clash, and overwrites nothing", async () => {
    // Published by hand before the standing lessons were given: 19 October's 18:00 booked by Bea,
    // 26 October's 18:00 blocked, 19 October's 17:00 free.
    const taken = await createSlot({ startsAt: clubInstant("2026-10-19", "18:00"), minutes: 60 });
    await db.booking.create({ data: { slotId: taken.id, userId: bea.id, animalId: bolt.id } });
    const blocked = await createSlot({ startsAt: clubInstant("2026-10-26", "18:00"), minutes: 60, isBlocked: true });
    await createSlot({ startsAt: clubInstant("2026-10-19", "17:00"), minutes: 60 });
    const carla = await createUser({ name: "Carla Dias" });
    const nina = await createAnimal({ userId: carla.id, name: "Nina" });
    await give(ana, rex, "18:00");
    await give(carla, nina, "17:00");

    const response = await apply("2026-10-19", "2026-10-26");
    expect(response.status).toBe(200);
    expect(response.json.message).toBe("3 aulas criadas, 3 ignoradas. Aulas fixas: 2 marcadas, 2 em conflito.");
    expect(response.json.standing).toEqual({
      booked: [lesson("Carla Dias", "Nina", "2026-10-19", "17:00"), lesson("Carla Dias", "Nina", "2026-10-26", "17:00")],
      clashes: [
        { ...lesson("Ana Silva", "Rex", "2026-10-19", "18:00"), reason: "Já marcada para Bea Costa com Bolt" },
        { ...lesson("Ana Silva", "Rex", "2026-10-26", "18:00"), reason: "Aula bloqueada" },
      ],
      told: 1,
    });
    expect(await bookings()).toEqual(["2026-10-19 17:00 Carla Dias Nina", "2026-10-19 18:00 Bea Costa Bolt", "2026-10-26 17:00 Carla Dias Nina"]);
    expect(await db.availabilitySlot.findUnique({ where: { id: blocked.id } })).toMatchObject({ isBlocked: true });
  });

  it("skips a deactivated member's lessons and an archived animal's, reporting why; a started lesson too", async () => {
    const carla = await createUser({ name: "Carla Dias" });
    const nina = await createAnimal({ userId: carla.id, name: "Nina" });
    await give(ana, rex, "18:00");
    await give(carla, nina, "17:00");
    await give(bea, bolt, "09:00");
    await db.user.update({ where: { id: ana.id }, data: { isActive: false } });
    await db.animal.update({ where: { id: nina.id }, data: { archivedAt: new Date() } });

    // Today (Monday the 12th, 11:00): the 09:00 lesson has started.
    const response = await apply("2026-10-12", "2026-10-12");
    expect(response.json.standing).toEqual({
      booked: [],
      clashes: [
        { ...lesson("Bea Costa", "Bolt", "2026-10-12", "09:00"), reason: "A aula já começou" },
        { ...lesson("Carla Dias", "Nina", "2026-10-12", "17:00"), reason: "Animal arquivado" },
        { ...lesson("Ana Silva", "Rex", "2026-10-12", "18:00"), reason: "Membro inativo" },
      ],
      told: 0,
    });
    expect(await bookings()).toEqual([]);
  });

  it("a week cancelled like any lesson: the standing lesson stays, is not booked into that week again, and books the next", async () => {
    await give(ana, rex, "18:00");
    const first = await apply("2026-10-19", "2026-10-25");
    expect(first.json.standing.booked).toEqual([lesson("Ana Silva", "Rex", "2026-10-19", "18:00")]);
    const booking = await db.booking.findFirstOrThrow({ where: { userId: ana.id } });

    const cancelled = await callRoute(cancelRoute, { method: "DELETE", token: await tokenFor(ana), params: { id: String(booking.id) } });
    expect(cancelled.status).toBe(200);
    expect((await callRoute(listRoute, { token })).json.standing_lessons).toHaveLength(1);

    // The trainer applies the next weeks, the cancelled one included: it stays free, not a clash.
    const next = await apply("2026-10-19", "2026-11-01");
    expect(next.json.standing).toEqual({ booked: [lesson("Ana Silva", "Rex", "2026-10-26", "18:00")], clashes: [], told: 1 });
    expect(await bookings()).toEqual(["2026-10-26 18:00 Ana Silva Rex"]);
  });

  it("books into a free slot published before the standing lesson was given", async () => {
    await createSlot({ startsAt: clubInstant("2026-10-19", "18:00"), minutes: 60 });
    await give(ana, rex, "18:00");
    const response = await apply("2026-10-19", "2026-10-19");
    expect(response.json.standing).toEqual({ booked: [lesson("Ana Silva", "Rex", "2026-10-19", "18:00")], clashes: [], told: 1 });
    expect(await bookings()).toEqual(["2026-10-19 18:00 Ana Silva Rex"]);
  });

  it("reports a week whose slot the template no longer opens", async () => {
    await give(ana, rex, "18:00");
    const entries = [{ weekday: 1, start_time: "17:00", end_time: "18:00" }];
    expect((await callRoute(putTemplate, { method: "PUT", token, body: { entries } })).status).toBe(200);
    const response = await apply("2026-10-19", "2026-10-19");
    expect(response.json.standing).toEqual({
      booked: [],
      clashes: [{ ...lesson("Ana Silva", "Rex", "2026-10-19", "18:00"), reason: "Sem aula a essa hora" }],
      told: 0,
    });
  });

  it("simultaneous applies book each week once and report no clash", async () => {
    await give(ana, rex, "18:00");
    await give(bea, bolt, "17:00");
    const responses = await Promise.all([apply("2026-10-19", "2026-11-16"), apply("2026-10-19", "2026-11-16"), apply("2026-10-26", "2026-11-16")]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(responses.flatMap((response) => response.json.standing.clashes)).toEqual([]);
    // Five Mondays of two lessons: each booked by exactly one of the applies.
    const booked = responses.flatMap((response) => response.json.standing.booked);
    expect(booked).toHaveLength(10);
    expect(new Set(booked.map((b) => `${b.date} ${b.start_time}`)).size).toBe(10);
    expect(await db.booking.count()).toBe(10);
    expect(await db.booking.count({ where: { userId: ana.id, animalId: rex.id } })).toBe(5);
  });
});
