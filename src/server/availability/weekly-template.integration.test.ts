import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as slotsOfDate } from "@/app/api/availability/date/[date]/route";
import { POST as applyTemplate } from "@/app/api/availability/template/apply/route";
import { GET as getTemplate, PUT as putTemplate } from "@/app/api/availability/template/route";
import { addClubDays, clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createSlot, createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// The weekly template (docs/rules.md, "Weekly template"). "Now" is pinned: Monday 12 October 2026, 11:00 in Seixal
// (summer time); the clocks go back on Sunday 25 October.
const NOW = "2026-10-12T10:00:00Z";
let token: string;
let trainerId: number;
/** Entries as the server answers them: each names who gives its lessons (the trainer, when none was sent). */
const given = (entries: Entry[]) => entries.map((entry) => ({ ...entry, trainer_id: trainerId }));

beforeAll(() => {
  process.env.ACE_FAKE_NOW = NOW;
});
afterAll(() => {
  delete process.env.ACE_FAKE_NOW;
});
beforeEach(async () => {
  const trainer = await createUser({ role: "trainer" });
  trainerId = trainer.id;
  token = await tokenFor(trainer);
  await db.setting.create({ data: { key: "booking_duration_minutes", value: "60" } });
});

type Entry = { weekday: number; start_time: string; end_time: string };
const save = (entries: unknown, as = token) => callRoute(putTemplate, { method: "PUT", token: as, body: { entries } });
const read = (as = token) => callRoute(getTemplate, { token: as });
const apply = (start_date: unknown, end_date: unknown, as = token) =>
  callRoute(applyTemplate, { token: as, body: { start_date, end_date } });
const dayTimes = async (date: string) => {
  const day = await callRoute(slotsOfDate, { token, params: { date } });
  return day.json.slots.map((slot: { start_time: string; end_time: string }) => `${slot.start_time}-${slot.end_time}`);
};

const MONDAY_AND_SUNDAY: Entry[] = [
  { weekday: 7, start_time: "09:00", end_time: "10:00" },
  { weekday: 1, start_time: "10:00", end_time: "11:00" },
  { weekday: 1, start_time: "09:00", end_time: "10:00" },
];

describe("the weekly template: reading and saving (integration)", () => {
  it("starts empty, saves a pattern in weekday and time order, and a save replaces the whole pattern", async () => {
    expect((await read()).json).toEqual({ entries: [], leftovers: [] });
    const saved = await save(MONDAY_AND_SUNDAY);
    expect(saved.status).toBe(200);
    // An entry without places is a private lesson's: 1 (docs/rules.md, "Group lessons").
    const ordered = [MONDAY_AND_SUNDAY[2], MONDAY_AND_SUNDAY[1], MONDAY_AND_SUNDAY[0]].map((entry) => ({ ...entry, capacity: 1 }));
    expect(saved.json).toEqual({ message: "Horário semanal guardado.", entries: given(ordered), leftovers: [], standing_without_hour: [] });
    expect((await read()).json).toEqual({ entries: given(ordered), leftovers: [] });

    // Not a whole number of 60-minute lessons: the save and the pattern say what is left over.
    const wednesday = { weekday: 3, start_time: "18:00", end_time: "20:30", capacity: 4 };
    const leftover = { weekday: 3, start_time: "18:00", end_time: "20:30", minutes: 30, message: "Sobram 30 minutos no fim do intervalo 18:00 - 20:30 de quarta-feira." };
    expect((await save([wednesday])).json).toEqual({
      message: "Horário semanal guardado. Sobram 30 minutos no fim do intervalo 18:00 - 20:30 de quarta-feira.",
      entries: given([wednesday]),
      leftovers: [leftover],
      standing_without_hour: [],
    });
    expect((await read()).json).toEqual({ entries: given([wednesday]), leftovers: [leftover] });
    await save([]);
    expect((await read()).json).toEqual({ entries: [], leftovers: [] });
  });

  const tooMany = Array.from({ length: 51 }, (_, index) => ({
    weekday: (index % 7) + 1,
    start_time: `${String(Math.floor(index / 7)).padStart(2, "0")}:00`,
    end_time: `${String(Math.floor(index / 7)).padStart(2, "0")}:30`,
  }));
  it.each([
    ["weekday 0", [{ weekday: 0, start_time: "09:00", end_time: "10:00" }], "O dia da semana tem de ser de 1 (segunda-feira) a 7 (domingo)."],
    ["weekday 8", [{ weekday: 8, start_time: "09:00", end_time: "10:00" }], "O dia da semana tem de ser de 1 (segunda-feira) a 7 (domingo)."],
    ["weekday as text", [{ weekday: "1", start_time: "09:00", end_time: "10:00" }], "O dia da semana tem de ser de 1 (segunda-feira) a 7 (domingo)."],
    ["weekday 1.5", [{ weekday: 1.5, start_time: "09:00", end_time: "10:00" }], "O dia da semana tem de ser de 1 (segunda-feira) a 7 (domingo)."],
    ["a time without its zero", [{ weekday: 1, start_time: "9:00", end_time: "10:00" }], "Hora inválida (use HH:MM)."],
    ["24:00", [{ weekday: 1, start_time: "23:00", end_time: "24:00" }], "Hora inválida (use HH:MM)."],
    ["end before start", [{ weekday: 1, start_time: "11:00", end_time: "10:00" }], "A hora de fim tem de ser posterior à hora de início."],
    ["end equal to start", [{ weekday: 1, start_time: "10:00", end_time: "10:00" }], "A hora de fim tem de ser posterior à hora de início."],
    [
      "overlapping entries on a weekday",
      [{ weekday: 2, start_time: "09:00", end_time: "11:00" }, { weekday: 3, start_time: "09:00", end_time: "11:00" }, { weekday: 2, start_time: "10:30", end_time: "12:00" }],
      "Os horários de Terça-feira sobrepõem-se.",
    ],
    ["51 entries", tooMany, "O horário semanal tem no máximo 50 intervalos."],
    ["no list", undefined, "Indique a lista de horários (entries)."],
    ["an entry without its end", [{ weekday: 1, start_time: "09:00" }, { weekday: 1, start_time: "09:30", end_time: "10:00" }], "Preencha todos os campos."],
    ["an entry that is not an object", ["segunda 9h"], "Cada horário tem de ter dia da semana, hora de início e hora de fim."],
  ])("refuses %s with a Portuguese 400 and keeps the saved pattern", async (_, entries, message) => {
    await save(MONDAY_AND_SUNDAY);
    const before = (await read()).json;
    const response = await save(entries);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: message });
    expect((await read()).json).toEqual(before);
  });

  it("accepts entries that touch end to start, and 50 entries", async () => {
    const touching = [{ weekday: 1, start_time: "09:00", end_time: "10:00" }, { weekday: 1, start_time: "10:00", end_time: "11:00" }];
    expect((await save(touching)).status).toBe(200);
    expect((await save(tooMany.slice(0, 50))).status).toBe(200);
    expect((await read()).json.entries).toHaveLength(50);
  });

  it("PostgreSQL refuses overlapping entries and an end before the start on its own", async () => {
    await expect(
      db.availabilityTemplateEntry.createMany({
        data: [{ weekday: 1, startTime: "09:00", endTime: "11:00" }, { weekday: 1, startTime: "10:00", endTime: "12:00" }],
      }),
    ).rejects.toThrow();
    await expect(db.availabilityTemplateEntry.create({ data: { weekday: 1, startTime: "11:00", endTime: "10:00" } })).rejects.toThrow();
    await expect(db.availabilityTemplateEntry.create({ data: { weekday: 8, startTime: "09:00", endTime: "10:00" } })).rejects.toThrow();
    expect(await db.availabilityTemplateEntry.count()).toBe(0);
  });

  it("two simultaneous saves: one whole pattern wins, never a mix, never a 500", async () => {
    const first = [{ weekday: 1, start_time: "09:00", end_time: "10:00", capacity: 1 }, { weekday: 2, start_time: "09:00", end_time: "10:00", capacity: 3 }];
    const second = [{ weekday: 1, start_time: "09:30", end_time: "10:30", capacity: 2 }, { weekday: 4, start_time: "18:00", end_time: "19:00", capacity: 1 }];
    const responses = await Promise.all([save(first), save(second), save(first), save(second)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect([given(first), given(second)]).toContainEqual((await read()).json.entries);
  });
});

describe("applying the weekly template (integration)", () => {
  it("creates each weekday's lessons over a range, 09:00 staying 09:00 across the October clock change", async () => {
    await save(MONDAY_AND_SUNDAY);
    const response = await apply("2026-10-19", "2026-11-01");
    expect(response.status).toBe(200);
    // Two Mondays of two lessons and two Sundays of one.
    expect(response.json).toEqual({ message: "6 aulas criadas, 0 ignoradas.", created_slots: 6, ignored_slots: 0, standing: { booked: [], clashes: [], told: 0 } });
    for (const monday of ["2026-10-19", "2026-10-26"]) expect(await dayTimes(monday)).toEqual(["09:00-10:00", "10:00-11:00"]);
    for (const sunday of ["2026-10-25", "2026-11-01"]) expect(await dayTimes(sunday)).toEqual(["09:00-10:00"]);
    expect(await dayTimes("2026-10-20")).toEqual([]);
    const starts = (await db.availabilitySlot.findMany({ orderBy: { startsAt: "asc" } })).map((slot) => slot.startsAt.toISOString());
    expect(starts).toEqual([
      "2026-10-19T08:00:00.000Z", // summer time: UTC+1
      "2026-10-19T09:00:00.000Z",
      "2026-10-25T09:00:00.000Z", // the change's own day, after 02:00: UTC
      "2026-10-26T09:00:00.000Z",
      "2026-10-26T10:00:00.000Z",
      "2026-11-01T09:00:00.000Z",
    ]);
  });

  it("a day already holding slots in those hours keeps them; the rest of its hours are created", async () => {
    await db.setting.update({ where: { key: "booking_duration_minutes" }, data: { value: "45" } });
    await save([{ weekday: 1, start_time: "09:00", end_time: "12:00" }]);
    const kept = await createSlot({ startsAt: clubInstant("2026-10-19", "09:30"), minutes: 45 });
    const response = await apply("2026-10-19", "2026-10-19");
    // 09:00-09:45 and 09:45-10:30 overlap the trainer's 09:30-10:15; 10:30 and 11:15 are free.
    expect(response.json).toEqual({ message: "2 aulas criadas, 2 ignoradas.", created_slots: 2, ignored_slots: 2, standing: { booked: [], clashes: [], told: 0 } });
    expect(await dayTimes("2026-10-19")).toEqual(["09:30-10:15", "10:30-11:15", "11:15-12:00"]);
    expect(await db.availabilitySlot.findUnique({ where: { id: kept.id } })).toMatchObject({ startsAt: kept.startsAt, endsAt: kept.endsAt });

    const again = await apply("2026-10-19", "2026-10-19");
    expect(again.json).toMatchObject({ message: "0 aulas criadas, 4 ignoradas.", created_slots: 0, ignored_slots: 4 });
    expect(await db.availabilitySlot.count()).toBe(3);
  });

  it("covers at most 26 weeks: 182 days are applied, 183 are refused and create nothing", async () => {
    await save([{ weekday: 1, start_time: "09:00", end_time: "10:00" }]);
    const refused = await apply("2026-10-19", addClubDays("2026-10-19", 182));
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ error: "O horário semanal aplica-se a no máximo 26 semanas de cada vez." });
    expect(await db.availabilitySlot.count()).toBe(0);

    const applied = await apply("2026-10-19", addClubDays("2026-10-19", 181));
    expect(applied.json).toMatchObject({ created_slots: 26, ignored_slots: 0 });
    const one = await apply("2026-10-19", "2026-10-19");
    expect(one.json.message).toBe("0 aulas criadas, 1 ignorada.");
  });

  it.each([
    ["an end before the start", "2026-10-20", "2026-10-19", "A data de fim não pode ser anterior à data de início."],
    ["a start before today", "2026-10-11", "2026-10-19", "A data de início não pode ser anterior a hoje."],
    ["a missing date", "", "2026-10-19", "Indique a data de início e a data de fim."],
    ["a date that is not a date", "2026-02-30", "2026-03-02", "Data inválida."],
    ["a start that is not a date", "amanhã", "2026-10-19", "Data inválida."],
    ["an end that is not a date", "2026-10-19", 20261019, "Indique a data de início e a data de fim."],
  ])("refuses %s with a Portuguese 400 and creates nothing", async (_, start, end, message) => {
    await save(MONDAY_AND_SUNDAY);
    const response = await apply(start, end);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: message });
    expect(await db.availabilitySlot.count()).toBe(0);
  });

  it("refuses to apply an empty pattern", async () => {
    const response = await apply("2026-10-19", "2026-10-25");
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: "Defina e guarde primeiro o horário semanal." });
  });

  it("two simultaneous applies of the same range create each lesson once, and neither fails", async () => {
    await save([{ weekday: 1, start_time: "09:00", end_time: "13:00" }, { weekday: 3, start_time: "17:00", end_time: "21:00" }]);
    const [first, second, third] = await Promise.all([
      apply("2026-10-19", "2026-12-13"),
      apply("2026-10-19", "2026-12-13"),
      apply("2026-11-02", "2026-12-27"),
    ]);
    expect([first.status, second.status, third.status], JSON.stringify([first.json, second.json, third.json])).toEqual([200, 200, 200]);
    // 8 weeks of 8 lessons over the first range; the third shares 6 of them and adds 2 weeks.
    // Whichever gets to a lesson first creates it; the others count it as ignored.
    const results = [first.json, second.json, third.json];
    expect(results.map((result) => result.created_slots + result.ignored_slots)).toEqual([64, 64, 64]);
    expect(results.reduce((sum, result) => sum + result.created_slots, 0)).toBe(80);
    expect(await db.availabilitySlot.count()).toBe(80);
  });

  it("is the trainer's alone", async () => {
    await save(MONDAY_AND_SUNDAY);
    const student = await tokenFor(await createUser({ role: "student" }));
    expect((await read(student)).status).toBe(403);
    expect((await save([], student)).status).toBe(403);
    expect((await apply("2026-10-19", "2026-10-25", student)).status).toBe(403);
    expect((await callRoute(getTemplate, {})).status).toBe(401);
    expect((await read()).json.entries).toHaveLength(3);
    expect(await db.availabilitySlot.count()).toBe(0);
  });
});
