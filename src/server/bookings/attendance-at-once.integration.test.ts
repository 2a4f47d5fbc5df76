import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PUT as markOne } from "@/app/api/bookings/[id]/attendance/route";
import { PUT as markList } from "@/app/api/bookings/attendance/route";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { GET as slotsOfDate } from "@/app/api/availability/date/[date]/route";
import type { Animal } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { bookLesson } from "../../../test/lessons";
import { tokenFor } from "../../../test/sessions";

// A lesson list at once (docs/rules.md, "The training record"): the trainer marks a morning's
// lessons in one call, all of them or none. "Now": Saturday 28 November 2026, 10:00 in Seixal.

let trainer: TestUser;
let ana: TestUser;
let dogs: Animal[];
beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-28T10:00:00Z";
  trainer = await createUser({ role: "trainer" });
  ana = await createUser({ name: "Ana Silva", role: "student" });
  const rui = await createUser({ name: "Rui Costa", role: "student" });
  dogs = await Promise.all(
    ["Bolt", "Rex", "Luna", "Faísca", "Trovão", "Pipa"].map((name, index) => createAnimal({ userId: index % 2 ? rui.id : ana.id, name })),
  );
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

/** The morning's six lessons of half an hour, one a dog; at 10:00 the last has not started. */
async function saturdayMorning() {
  const times = ["08:00", "08:30", "09:00", "09:30", "10:00", "10:30"];
  const lessons = [];
  for (const [index, time] of times.entries()) lessons.push(await bookLesson(dogs[index], "2026-11-28", time, 30));
  return lessons;
}

const markAll = async (user: TestUser, body: unknown) => callRoute(markList, { method: "PUT", token: await tokenFor(user), body });
const recordsOf = async (ids: number[]) => {
  const rows = await db.booking.findMany({
    where: { id: { in: ids } },
    select: { id: true, attendance: true, trainerNote: true, attendanceMarkedAt: true },
    orderBy: { id: "asc" },
  });
  return rows.map(({ id, ...record }) => ({ id, ...record }));
};
const UNMARKED = { attendance: null, trainerNote: null, attendanceMarkedAt: null };

describe("marking a list of lessons at once (integration)", () => {
  it("marks every lesson asked, keeps each one's note, and answers what was marked", async () => {
    const lessons = await saturdayMorning();
    // 10:30 has not started: the list is the five up to 10:00, one of them marked before with a note.
    const started = lessons.slice(0, 5);
    process.env.ACE_FAKE_NOW = "2026-11-28T09:50:00Z";
    const earlier = await callRoute(markOne, {
      method: "PUT",
      token: await tokenFor(trainer),
      params: { id: String(started[1].id) },
      body: { attendance: "absent", note: "Chegou tarde." },
    });
    expect(earlier.status).toBe(200);
    process.env.ACE_FAKE_NOW = "2026-11-28T10:00:00Z";

    const response = await markAll(trainer, { booking_ids: started.map((lesson) => lesson.id).reverse(), attendance: "present" });
    expect(response.status).toBe(200);
    const at = "2026-11-28T10:00:00.000Z";
    expect(response.json).toEqual({
      message: "5 presenças registadas.",
      bookings: [...started].reverse().map((lesson) => ({
        id: lesson.id,
        attendance: "present",
        trainer_note: lesson.id === started[1].id ? "Chegou tarde." : null,
        attendance_marked_at: at,
      })),
    });
    const records = await recordsOf(lessons.map((lesson) => lesson.id));
    expect(records).toEqual([
      ...started.map((lesson) => ({
        id: lesson.id, attendance: "present", trainerNote: lesson.id === started[1].id ? "Chegou tarde." : null, attendanceMarkedAt: new Date(at),
      })),
      { id: lessons[5].id, ...UNMARKED },
    ]);

    // One by one afterwards: one of them turns out absent.
    const changed = await callRoute(markOne, { method: "PUT", token: await tokenFor(trainer), params: { id: String(started[0].id) }, body: { attendance: "absent" } });
    expect(changed.json).toMatchObject({ message: "Falta registada.", booking: { id: started[0].id, attendance: "absent" } });

    // And absences at once, in the singular when there is one.
    const one = await markAll(trainer, { booking_ids: [String(started[2].id)], attendance: "absent" });
    expect([one.status, one.json.message]).toEqual([200, "1 falta registada."]);
  });

  it("the calendar's day shows the lessons marked", async () => {
    const lessons = await saturdayMorning();
    const marked = lessons.slice(0, 3).map((lesson) => lesson.id);
    expect((await markAll(trainer, { booking_ids: marked, attendance: "present" })).status).toBe(200);
    const day = await callRoute(slotsOfDate, { token: await tokenFor(trainer), params: { date: "2026-11-28" } });
    const shown = day.json.slots.map((slot: { booking: { id: number; attendance: string | null } }) => [slot.booking.id, slot.booking.attendance]);
    expect(shown).toEqual(lessons.map((lesson) => [lesson.id, marked.includes(lesson.id) ? "present" : null]));
  });

  it("marks nothing when one lesson has not started, naming it", async () => {
    const lessons = await saturdayMorning();
    const response = await markAll(trainer, { booking_ids: lessons.map((lesson) => lesson.id), attendance: "present" });
    expect([response.status, response.json]).toEqual([
      400,
      { error: "A aula das 10:30 de 28/11/2026 ainda não começou. Só é possível marcar a presença depois de a aula começar. Nada foi registado." },
    ]);
    expect(await recordsOf(lessons.map((lesson) => lesson.id))).toEqual(lessons.map((lesson) => ({ id: lesson.id, ...UNMARKED })));

    // Two not started: counted, the first named. A lesson starts at its minute, not a minute before.
    process.env.ACE_FAKE_NOW = "2026-11-28T09:59:00Z";
    const two = await markAll(trainer, { booking_ids: lessons.map((lesson) => lesson.id), attendance: "absent" });
    expect([two.status, two.json]).toEqual([
      400,
      { error: "2 das 6 aulas escolhidas ainda não começaram (a primeira às 10:00 de 28/11/2026). Só é possível marcar a presença depois de a aula começar. Nada foi registado." },
    ]);
    expect(await recordsOf(lessons.map((lesson) => lesson.id))).toEqual(lessons.map((lesson) => ({ id: lesson.id, ...UNMARKED })));
  });

  it("marks nothing when one lesson was cancelled or never existed", async () => {
    const lessons = (await saturdayMorning()).slice(0, 4);
    // Cancelled the evening before, then the morning comes.
    process.env.ACE_FAKE_NOW = "2026-11-27T20:00:00Z";
    const cancelled = await callRoute(cancel, { method: "DELETE", token: await tokenFor(trainer), params: { id: String(lessons[2].id) } });
    expect(cancelled.status).toBe(200);
    process.env.ACE_FAKE_NOW = "2026-11-28T10:00:00Z";
    const kept = [lessons[0].id, lessons[1].id, lessons[3].id];

    const withCancelled = await markAll(trainer, { booking_ids: lessons.map((lesson) => lesson.id), attendance: "present" });
    expect([withCancelled.status, withCancelled.json]).toEqual([
      404,
      { error: "Uma das aulas escolhidas não existe ou foi cancelada. Nada foi registado: atualize a lista e tente novamente." },
    ]);
    const withUnknown = await markAll(trainer, { booking_ids: [...kept, 999_998, 999_999], attendance: "present" });
    expect([withUnknown.status, withUnknown.json]).toEqual([
      404,
      { error: "2 das 5 aulas escolhidas não existem ou foram canceladas. Nada foi registado: atualize a lista e tente novamente." },
    ]);
    // A list of one is the single lesson's refusal.
    const alone = await markAll(trainer, { booking_ids: [lessons[2].id], attendance: "present" });
    expect([alone.status, alone.json]).toEqual([404, { error: "Aula não encontrada." }]);
    expect(await recordsOf(kept)).toEqual(kept.map((id) => ({ id, ...UNMARKED })));
  });

  it("refuses a bad list or attendance with a clear message, changing nothing", async () => {
    const lessons = (await saturdayMorning()).slice(0, 3);
    const ids = lessons.map((lesson) => lesson.id);
    const refusals: [unknown, string][] = [
      [{ booking_ids: [], attendance: "present" }, "Selecione pelo menos uma aula."],
      [{ attendance: "present" }, "Indique as aulas a registar (booking_ids)."],
      [{ booking_ids: ids[0], attendance: "present" }, "Indique as aulas a registar (booking_ids)."],
      [{ booking_ids: [ids[0], ids[1], ids[0]], attendance: "present" }, "A lista repete uma aula: indique cada aula uma só vez."],
      [{ booking_ids: [ids[0], String(ids[0])], attendance: "present" }, "A lista repete uma aula: indique cada aula uma só vez."],
      [{ booking_ids: Array.from({ length: 101 }, (_, index) => index + 1), attendance: "present" }, "Não é possível registar mais de 100 aulas de uma vez."],
      [{ booking_ids: [ids[0], 0], attendance: "present" }, "Identificador de aula inválido."],
      [{ booking_ids: [ids[0], "doze"], attendance: "present" }, "Identificador de aula inválido."],
      [{ booking_ids: ids, attendance: "late" }, "Presença inválida: indique presente (present) ou faltou (absent)."],
      [{ booking_ids: ids }, "Presença inválida: indique presente (present) ou faltou (absent)."],
      [[ids], "Pedido inválido."],
    ];
    for (const [body, error] of refusals) {
      const response = await markAll(trainer, body);
      expect([response.status, response.json]).toEqual([400, { error }]);
    }
    expect(await recordsOf(ids)).toEqual(ids.map((id) => ({ id, ...UNMARKED })));
    // A hundred is allowed (and here fails only because most of them do not exist).
    const hundred = await markAll(trainer, { booking_ids: [...ids, ...Array.from({ length: 97 }, (_, index) => 900_000 + index)], attendance: "present" });
    expect(hundred.status).toBe(404);
  });

  it("is the trainer's alone: members and guests are refused, nothing changes", async () => {
    const lessons = (await saturdayMorning()).slice(0, 2);
    const ids = lessons.map((lesson) => lesson.id);
    for (const user of [ana, await createUser({ role: "external" }), await createUser({ role: "guest" })]) {
      const response = await markAll(user, { booking_ids: ids, attendance: "present" });
      expect([response.status, response.json]).toEqual([403, { error: "Não tem permissão para esta operação." }]);
    }
    const anonymous = await callRoute(markList, { method: "PUT", body: { booking_ids: ids, attendance: "present" } });
    expect(anonymous.status).toBe(401);
    expect(await recordsOf(ids)).toEqual(ids.map((id) => ({ id, ...UNMARKED })));
  });
});

describe("two tabs marking the same list at once (integration)", () => {
  it("ends with the whole list as one of them marked it, never a mix, and neither fails", async () => {
    const assistant = await createUser({ role: "trainer", name: "Treinadora Adjunta" });
    const lessons = (await saturdayMorning()).slice(0, 5);
    const ids = lessons.map((lesson) => lesson.id);
    for (let round = 0; round < 6; round++) {
      // The same lessons, in opposite orders, at the same moment: one present, the other absent.
      const [present, absent] = await Promise.all([
        markAll(trainer, { booking_ids: ids, attendance: "present" }),
        markAll(assistant, { booking_ids: [...ids].reverse(), attendance: "absent" }),
      ]);
      expect([present.status, absent.status]).toEqual([200, 200]);
      const marks = new Set((await recordsOf(ids)).map((record) => record.attendance));
      expect(marks.size).toBe(1);
    }
  });

  it("agrees with single marks made at the same time: every lesson ends marked, each once", async () => {
    const assistant = await createUser({ role: "trainer", name: "Treinadora Adjunta" });
    const lessons = (await saturdayMorning()).slice(0, 5);
    const ids = lessons.map((lesson) => lesson.id);
    const token = await tokenFor(assistant);
    const [list, ...singles] = await Promise.all([
      markAll(trainer, { booking_ids: ids, attendance: "present" }),
      ...ids.map((id) => callRoute(markOne, { method: "PUT", token, params: { id: String(id) }, body: { attendance: "present", note: `Nota ${id}` } })),
    ]);
    expect([list.status, ...singles.map((single) => single.status)]).toEqual([200, 200, 200, 200, 200, 200]);
    const records = await recordsOf(ids);
    expect(records.map((record) => [record.id, record.attendance, record.trainerNote])).toEqual(ids.map((id) => [id, "present", `Nota ${id}`]));
  });
});
