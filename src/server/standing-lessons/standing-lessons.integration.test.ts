import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as eraseRoute } from "@/app/api/auth/student/[id]/erase/route";
import { DELETE as deleteRoute, GET as listRoute, POST as createRoute } from "@/app/api/availability/standing/route";
import { PUT as putTemplate } from "@/app/api/availability/template/route";
import type { Animal } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Standing lessons (docs/rules.md, "Standing lessons"): the trainer's list, and every refusal
// leaves it as it was. "Now" is Monday 12 October 2026, 11:00 in Seixal. The template opens
// Mondays 17:00-19:00 and Wednesdays 09:00-10:30 in lessons of 60 minutes: 17:00 and 18:00 on
// Mondays, 09:00 on Wednesdays (10:00 would end past 10:30).
let token: string;
let ana: TestUser;
let rex: Animal;

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
    { weekday: 1, start_time: "17:00", end_time: "19:00" },
    { weekday: 3, start_time: "09:00", end_time: "10:30" },
  ];
  expect((await callRoute(putTemplate, { method: "PUT", token, body: { entries } })).status).toBe(200);
  ana = await createUser({ name: "Ana Silva" });
  rex = await createAnimal({ userId: ana.id, name: "Rex" });
});

const create = (body: unknown, as = token) => callRoute(createRoute, { token: as, body });
const list = async () => (await callRoute(listRoute, { token })).json;
const remove = (body: unknown, as = token) => callRoute(deleteRoute, { method: "DELETE", token: as, body });
const monday18 = () => ({ user_id: ana.id, animal_id: rex.id, weekday: 1, start_time: "18:00" });

describe("standing lessons: the trainer's list (integration)", () => {
  it("creates, lists in weekday and time order, and removes one", async () => {
    const bea = await createUser({ name: "Bea Costa", role: "external" });
    const bolt = await createAnimal({ userId: bea.id, name: "Bolt" });
    const created = await create(monday18());
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("Aula fixa criada: Ana Silva com Rex, à segunda-feira às 18:00.");
    const wednesday = await create({ user_id: String(bea.id), animal_id: bolt.id, weekday: 3, start_time: "09:00" });
    expect(wednesday.status).toBe(201);
    const monday17 = await create({ ...monday18(), start_time: "17:00" });
    expect(monday17.status).toBe(201);

    const lessons = (await list()).standing_lessons;
    expect(lessons.map((lesson: { weekday: number; start_time: string }) => `${lesson.weekday} ${lesson.start_time}`)).toEqual([
      "1 17:00",
      "1 18:00",
      "3 09:00",
    ]);
    expect(lessons[1]).toEqual({
      id: created.json.standing_lesson.id,
      user_id: ana.id,
      user_name: "Ana Silva",
      animal_id: rex.id,
      animal_name: "Rex",
      dependant: null,
      weekday: 1,
      start_time: "18:00",
      user_active: true,
      animal_archived: false,
      template_opens: true,
    });
    expect(created.json.standing_lesson).toEqual(lessons[1]);

    const removed = await remove({ id: created.json.standing_lesson.id });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: "Aula fixa removida." });
    expect((await list()).standing_lessons.map((lesson: { id: number }) => lesson.id)).toEqual([
      monday17.json.standing_lesson.id,
      wednesday.json.standing_lesson.id,
    ]);
    const again = await remove({ id: created.json.standing_lesson.id });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ error: "Aula fixa não encontrada." });
    const bad = await remove({ id: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: "Identificador de aula fixa inválido." });
    expect((await list()).standing_lessons).toHaveLength(2);
  });

  it("holds a standing lesson for a handler of the animal, not for a member who neither owns nor handles it", async () => {
    const rui = await createUser({ name: "Rui Costa" });
    const carla = await createUser({ name: "Carla Mendes" });
    await db.animalHandler.create({ data: { animalId: rex.id, userId: rui.id } }); // docs/rules.md, "Households"
    const stranger = await create({ ...monday18(), user_id: carla.id });
    expect([stranger.status, stranger.json]).toEqual([400, { error: "O animal escolhido não pertence a este aluno." }]);
    const handler = await create({ ...monday18(), user_id: rui.id });
    expect(handler.status).toBe(201);
    expect(handler.json.standing_lesson).toMatchObject({ user_id: rui.id, user_name: "Rui Costa", animal_name: "Rex" });
  });

  it.each([
    ["a Monday hour between two lessons", { start_time: "18:30" }, "A grelha semanal não abre aulas à segunda-feira às 18:30."],
    ["a Monday hour whose lesson would end after the range", { start_time: "19:00" }, "A grelha semanal não abre aulas à segunda-feira às 19:00."],
    ["a weekday the template does not open", { weekday: 2 }, "A grelha semanal não abre aulas à terça-feira às 18:00."],
    ["a Wednesday remainder shorter than a lesson", { weekday: 3, start_time: "10:00" }, "A grelha semanal não abre aulas à quarta-feira às 10:00."],
    ["a Saturday", { weekday: 6, start_time: "10:00" }, "A grelha semanal não abre aulas ao sábado às 10:00."],
    ["weekday 0", { weekday: 0 }, "O dia da semana tem de ser de 1 (segunda-feira) a 7 (domingo)."],
    ["weekday 8", { weekday: 8 }, "O dia da semana tem de ser de 1 (segunda-feira) a 7 (domingo)."],
    ["weekday as text", { weekday: "1" }, "O dia da semana tem de ser de 1 (segunda-feira) a 7 (domingo)."],
    ["a time without its zero", { start_time: "9:00" }, "Hora inválida (use HH:MM)."],
    ["24:00", { start_time: "24:00" }, "Hora inválida (use HH:MM)."],
    ["no time", { start_time: "" }, "Preencha todos os campos."],
    ["no member", { user_id: undefined }, "Escolha o membro."],
    ["no animal", { animal_id: null }, "Escolha o animal."],
  ])("refuses %s with a Portuguese 400 and creates nothing", async (_, change, message) => {
    const response = await create({ ...monday18(), ...change });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: message });
    expect(await db.standingLesson.count()).toBe(0);
  });

  it("refuses an animal not the member's, archived, or unknown, and a member who cannot have lessons", async () => {
    const bea = await createUser({ name: "Bea Costa" });
    const bolt = await createAnimal({ userId: bea.id, name: "Bolt" });
    const archived = await createAnimal({ userId: ana.id, name: "Velho" });
    await db.animal.update({ where: { id: archived.id }, data: { archivedAt: new Date() } });
    const inactive = await createUser({ isActive: false });
    const pending = await createUser({ approved: false });
    const guest = await createUser({ role: "guest" });
    const trainer = await createUser({ role: "trainer" });
    const animalOf = async (user: TestUser) => (await createAnimal({ userId: user.id })).id;

    const cases: [unknown, number, string][] = [
      [{ animal_id: bolt.id }, 400, "O animal escolhido não pertence a este aluno."],
      [{ animal_id: archived.id }, 400, "Este animal foi arquivado: não pode ter aulas fixas."],
      [{ animal_id: 999999 }, 404, "Animal não encontrado."],
      [{ user_id: 999999 }, 404, "Membro não encontrado."],
      [{ user_id: trainer.id, animal_id: await animalOf(trainer) }, 404, "Membro não encontrado."],
      [{ user_id: inactive.id, animal_id: await animalOf(inactive) }, 400, "Só um aluno ou externo aprovado e ativo pode ter aulas fixas."],
      [{ user_id: pending.id, animal_id: await animalOf(pending) }, 400, "Só um aluno ou externo aprovado e ativo pode ter aulas fixas."],
      [{ user_id: guest.id, animal_id: await animalOf(guest) }, 400, "Só um aluno ou externo aprovado e ativo pode ter aulas fixas."],
    ];
    for (const [change, status, message] of cases) {
      const response = await create({ ...monday18(), ...(change as object) });
      expect([response.status, response.json]).toEqual([status, { error: message }]);
    }
    expect(await db.standingLesson.count()).toBe(0);
  });

  it("refuses a weekday and time another standing lesson holds with a 409 naming it", async () => {
    expect((await create(monday18())).status).toBe(201);
    const bea = await createUser({ name: "Bea Costa" });
    const bolt = await createAnimal({ userId: bea.id, name: "Bolt" });
    const response = await create({ user_id: bea.id, animal_id: bolt.id, weekday: 1, start_time: "18:00" });
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ error: "Já há uma aula fixa à segunda-feira às 18:00: Ana Silva com Rex." });
    expect((await list()).standing_lessons.map((lesson: { user_name: string }) => lesson.user_name)).toEqual(["Ana Silva"]);
  });

  it("of simultaneous requests for one weekday and time, one wins and the others are told who has it", async () => {
    const members = await Promise.all(["Bea", "Carla", "Duarte"].map((name) => createUser({ name })));
    const animals = await Promise.all(members.map((member) => createAnimal({ userId: member.id, name: `Cão de ${member.name}` })));
    const responses = await Promise.all([
      create(monday18()),
      ...members.map((member, index) => create({ user_id: member.id, animal_id: animals[index].id, weekday: 1, start_time: "18:00" })),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    const [winner] = (await list()).standing_lessons;
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.json.error).toBe(`Já há uma aula fixa à segunda-feira às 18:00: ${winner.user_name} com ${winner.animal_name}.`);
    }
    expect(await db.standingLesson.count()).toBe(1);
  });

  it("is the trainer's alone", async () => {
    const created = await create(monday18());
    const student = await tokenFor(ana);
    expect((await callRoute(listRoute, { token: student })).status).toBe(403);
    expect((await create({ ...monday18(), start_time: "17:00" }, student)).status).toBe(403);
    expect((await remove({ id: created.json.standing_lesson.id }, student)).status).toBe(403);
    expect((await callRoute(listRoute, {})).status).toBe(401);
    expect((await list()).standing_lessons).toHaveLength(1);
  });

  it("goes with the member's erasure; a deactivated member's stays, marked inactive", async () => {
    await create(monday18());
    await db.user.update({ where: { id: ana.id }, data: { isActive: false } });
    expect((await list()).standing_lessons[0]).toMatchObject({ user_active: false, animal_archived: false });
    const erased = await callRoute(eraseRoute, { token, params: { id: String(ana.id) } });
    expect(erased.status).toBe(200);
    expect((await list()).standing_lessons).toEqual([]);
  });
});
