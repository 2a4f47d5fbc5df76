import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as createSlotsRoute } from "@/app/api/availability/route";
import { GET as listStanding, POST as createStanding } from "@/app/api/availability/standing/route";
import { GET as getTemplate, PUT as putTemplate } from "@/app/api/availability/template/route";
import type { Animal } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// The template and the standing lessons agree (docs/rules.md, "Weekly template", "Standing
// lessons", "Slots"): saving a pattern that no longer opens a standing lesson's hour names it, and
// a range that is not a whole number of lessons says how many minutes are left over, on the
// pattern and on a date's new slots. "Now" is Monday 12 October 2026, 11:00 in Seixal; lessons
// last 60 minutes; the pattern opens Mondays 17:00-19:00.

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
  expect((await save([monday("17:00", "19:00")])).status).toBe(200);
  ana = await createUser({ name: "Ana Silva" });
  rex = await createAnimal({ userId: ana.id, name: "Rex" });
  bea = await createUser({ name: "Bea Costa", role: "external" });
  bolt = await createAnimal({ userId: bea.id, name: "Bolt" });
  for (const [member, animal, start_time] of [[ana, rex, "18:00"], [bea, bolt, "17:00"]] as const) {
    const given = await callRoute(createStanding, { token, body: { user_id: member.id, animal_id: animal.id, weekday: 1, start_time } });
    expect(given.status).toBe(201);
  }
});

const monday = (start_time: string, end_time: string) => ({ weekday: 1, start_time, end_time });
const save = (entries: unknown, as = token) => callRoute(putTemplate, { method: "PUT", token: as, body: { entries } });
const withoutHour = (lessons: { user_name: string; animal_name: string; weekday: number; start_time: string }[]) =>
  lessons.map(({ user_name, animal_name, weekday, start_time }) => `${user_name} ${animal_name} ${weekday} ${start_time}`);
const opens = async () =>
  Object.fromEntries(
    (await callRoute(listStanding, { token })).json.standing_lessons.map((lesson: { user_name: string; template_opens: boolean }) => [
      lesson.user_name,
      lesson.template_opens,
    ]),
  );

describe("saving the weekly template names the standing lessons it leaves without an hour (integration)", () => {
  it("one lesson: the answer names member, animal, weekday and time; the list marks it; opening the hour again clears it", async () => {
    const response = await save([monday("17:00", "18:00")]);
    expect(response.status).toBe(200);
    expect(response.json.message).toBe(
      "Horário semanal guardado. Esta aula fixa fica sem hora no horário semanal e não é marcada ao aplicá-lo: Ana Silva com Rex, à segunda-feira às 18:00.",
    );
    expect(withoutHour(response.json.standing_without_hour)).toEqual(["Ana Silva Rex 1 18:00"]);
    expect(response.json.standing_without_hour[0]).toMatchObject({ user_id: ana.id, animal_id: rex.id, template_opens: false });
    expect(response.json.leftovers).toEqual([]);
    expect(await opens()).toEqual({ "Ana Silva": false, "Bea Costa": true });

    const reopened = await save([monday("17:00", "19:00")]);
    expect(reopened.json).toMatchObject({ message: "Horário semanal guardado.", standing_without_hour: [], leftovers: [] });
    expect(await opens()).toEqual({ "Ana Silva": true, "Bea Costa": true });
  });

  it("a range moved by half an hour leaves both without an hour, and a range cut short says its leftover too", async () => {
    const moved = await save([monday("17:30", "19:30")]);
    expect(moved.json.message).toBe(
      "Horário semanal guardado. Estas 2 aulas fixas ficam sem hora no horário semanal e não são marcadas ao aplicá-lo: Bea Costa com Bolt, à segunda-feira às 17:00; Ana Silva com Rex, à segunda-feira às 18:00.",
    );
    expect(withoutHour(moved.json.standing_without_hour)).toEqual(["Bea Costa Bolt 1 17:00", "Ana Silva Rex 1 18:00"]);

    const short = await save([monday("17:00", "18:30")]);
    expect(short.json).toEqual({
      message:
        "Horário semanal guardado. Esta aula fixa fica sem hora no horário semanal e não é marcada ao aplicá-lo: Ana Silva com Rex, à segunda-feira às 18:00. Sobram 30 minutos no fim do intervalo 17:00 - 18:30 de segunda-feira.",
      entries: [{ ...monday("17:00", "18:30"), capacity: 1, trainer_id: expect.any(Number) }],
      leftovers: [{ ...monday("17:00", "18:30"), minutes: 30, message: "Sobram 30 minutos no fim do intervalo 17:00 - 18:30 de segunda-feira." }],
      standing_without_hour: [expect.objectContaining({ user_name: "Ana Silva", animal_name: "Rex", weekday: 1, start_time: "18:00" })],
    });
    expect((await callRoute(getTemplate, { token })).json.leftovers).toHaveLength(1);
  });

  it("bad input is a Portuguese 400 and a student a 403: the pattern and the standing lessons stay as they were", async () => {
    const bad = await save([monday("18:00", "17:00")]);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: "A hora de fim tem de ser posterior à hora de início." });
    const student = await save([monday("17:00", "18:00")], await tokenFor(ana));
    expect(student.status).toBe(403);
    expect((await callRoute(getTemplate, { token })).json.entries).toEqual([{ ...monday("17:00", "19:00"), capacity: 1, trainer_id: expect.any(Number) }]);
    expect(await opens()).toEqual({ "Ana Silva": true, "Bea Costa": true });
    expect(await db.standingLesson.count()).toBe(2);
  });
});

describe("a date's new slots say the minutes left over (integration)", () => {
  const create = (body: unknown, as = token) => callRoute(createSlotsRoute, { token: as, body });

  it("18:00 - 20:30 in lessons of 60 minutes: two lessons, 30 minutes left over", async () => {
    const response = await create({ date: "2026-10-20", start_time: "18:00", end_time: "20:30" });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      message: "2 disponibilidades criadas. Sobram 30 minutos no fim do intervalo 18:00 - 20:30.",
      created_slots: 2,
      ignored_slots: 0,
      leftover: { minutes: 30, message: "Sobram 30 minutos no fim do intervalo 18:00 - 20:30." },
    });
  });

  it("a range shorter than a lesson says it opens none; a whole number of lessons says nothing", async () => {
    const short = await create({ date: "2026-10-20", start_time: "09:00", end_time: "09:40" });
    expect(short.json).toMatchObject({
      created_slots: 0,
      leftover: { minutes: 40, message: "O intervalo 09:00 - 09:40 é mais curto do que uma aula (60 minutos): não abre nenhuma aula." },
    });
    const whole = await create({ date: "2026-10-20", start_time: "10:00", end_time: "12:00" });
    expect(whole.json).toEqual({ message: "2 disponibilidades criadas.", created_slots: 2, ignored_slots: 0, leftover: null });
  });

  it("a student gets 403 and a bad range a 400, creating nothing", async () => {
    expect((await create({ date: "2026-10-20", start_time: "18:00", end_time: "20:30" }, await tokenFor(bea))).status).toBe(403);
    const bad = await create({ date: "2026-10-20", start_time: "20:30", end_time: "18:00" });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: "A hora de fim tem de ser posterior à hora de início." });
    expect(await db.availabilitySlot.count()).toBe(0);
  });
});
