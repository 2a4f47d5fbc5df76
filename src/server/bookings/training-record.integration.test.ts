import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as animalLessons } from "@/app/api/animals/[id]/lessons/route";
import { POST as erase } from "@/app/api/auth/student/[id]/erase/route";
import { GET as myData } from "@/app/api/auth/my-data/route";
import { GET as slotsOfDate } from "@/app/api/availability/date/[date]/route";
import { PUT as markAttendance } from "@/app/api/bookings/[id]/attendance/route";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { GET as statistics } from "@/app/api/bookings/statistics/route";
import type { Animal } from "@/generated/prisma/client";
import { addClubDays, clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { bookLesson } from "../../../test/lessons";
import { tokenFor } from "../../../test/sessions";

// The training record (docs/rules.md, "The training record"): once a lesson has started, the
// trainer marks it present or absent with a note for the owner; the owner reads it on the
// animal's timeline, nobody else does. "Now": Thursday 26 November 2026, 10:00 in Seixal.

let trainer: TestUser;
let ana: TestUser;
let rui: TestUser;
let bolt: Animal;
let rex: Animal;
beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-26T10:00:00Z";
  trainer = await createUser({ role: "trainer" });
  ana = await createUser({ name: "Ana Silva", role: "student" });
  rui = await createUser({ name: "Rui Costa", role: "student" });
  bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
  rex = await createAnimal({ userId: rui.id, name: "Rex" });
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

const mark = async (user: TestUser, bookingId: number, body: unknown) =>
  callRoute(markAttendance, { method: "PUT", token: await tokenFor(user), params: { id: String(bookingId) }, body });
const timelineOf = async (user: TestUser, animalId: number) =>
  callRoute(animalLessons, { token: await tokenFor(user), params: { id: String(animalId) } });
const recordOf = (id: number) =>
  db.booking.findUniqueOrThrow({ where: { id }, select: { attendance: true, trainerNote: true, attendanceMarkedAt: true } });
const UNMARKED = { attendance: null, trainerNote: null, attendanceMarkedAt: null };

describe("marking attendance (integration)", () => {
  it("marks a lesson that has started, with the note trimmed, and says so", async () => {
    const lesson = await bookLesson(bolt, "2026-11-26", "09:30");
    const response = await mark(trainer, lesson.id, { attendance: "present", note: "  Trabalhámos os túneis.\nPraticar a paragem.  " });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      message: "Presença registada.",
      booking: { id: lesson.id, attendance: "present", trainer_note: "Trabalhámos os túneis.\nPraticar a paragem.", attendance_marked_at: "2026-11-26T10:00:00.000Z" },
    });
    expect(await recordOf(lesson.id)).toEqual({
      attendance: "present",
      trainerNote: "Trabalhámos os túneis.\nPraticar a paragem.",
      attendanceMarkedAt: new Date("2026-11-26T10:00:00Z"),
    });
  });

  it("marks a lesson from the moment it starts, not a minute before", async () => {
    const now = await bookLesson(bolt, "2026-11-26", "10:00", 1);
    const soon = await bookLesson(bolt, "2026-11-26", "10:01");
    expect((await mark(trainer, now.id, { attendance: "absent" })).json).toMatchObject({ message: "Falta registada." });

    const early = await mark(trainer, soon.id, { attendance: "present", note: "Ainda não" });
    expect(early.status).toBe(400);
    expect(early.json).toEqual({ error: "Só é possível marcar a presença depois de a aula começar." });
    expect(await recordOf(soon.id)).toEqual(UNMARKED);
  });

  it("overwrites an earlier mark, note and time included; an empty note clears it", async () => {
    const lesson = await bookLesson(bolt, "2026-11-25", "18:00");
    process.env.ACE_FAKE_NOW = "2026-11-25T19:00:00Z";
    await mark(trainer, lesson.id, { attendance: "absent", note: "Não veio." });
    process.env.ACE_FAKE_NOW = "2026-11-26T10:00:00Z";
    const again = await mark(trainer, lesson.id, { attendance: "present", note: "   " });
    expect(again.status).toBe(200);
    expect(await recordOf(lesson.id)).toEqual({ attendance: "present", trainerNote: null, attendanceMarkedAt: new Date("2026-11-26T10:00:00Z") });
  });

  it("refuses an unknown attendance, a note over 2000 characters and direction controls, changing nothing", async () => {
    const lesson = await bookLesson(bolt, "2026-11-26", "09:00");
    const refusals: [unknown, string][] = [
      [{ attendance: "late" }, "Presença inválida: indique presente (present) ou faltou (absent)."],
      [{ note: "Sem presença" }, "Presença inválida: indique presente (present) ou faltou (absent)."],
      [{ attendance: "present", note: "x".repeat(2001) }, "A nota pode ter no máximo 2000 caracteres."],
      [{ attendance: "present", note: 12 }, "A nota tem de ser texto."],
      [{ attendance: "present", note: "Bom \u202Etrabalho" }, "O texto contém caracteres de controlo não permitidos."],
    ];
    for (const [body, error] of refusals) {
      const response = await mark(trainer, lesson.id, body);
      expect([response.status, response.json]).toEqual([400, { error }]);
    }
    expect(await recordOf(lesson.id)).toEqual(UNMARKED);

    const longest = "é".repeat(2000);
    expect((await mark(trainer, lesson.id, { attendance: "present", note: longest })).status).toBe(200);
    expect((await recordOf(lesson.id)).trainerNote).toBe(longest);
  });

  it("answers a cancelled lesson (its booking is gone) and an unknown one as not found", async () => {
    const lesson = await bookLesson(bolt, "2026-11-27", "10:00");
    const cancelled = await callRoute(cancel, { method: "DELETE", token: await tokenFor(trainer), params: { id: String(lesson.id) } });
    expect(cancelled.status).toBe(200);
    process.env.ACE_FAKE_NOW = "2026-11-27T11:00:00Z";
    for (const id of [lesson.id, 999_999]) {
      const response = await mark(trainer, id, { attendance: "present" });
      expect([response.status, response.json]).toEqual([404, { error: "Aula não encontrada." }]);
    }
  });

  it("is the trainer's alone: the owner, another member and a guest are refused", async () => {
    const lesson = await bookLesson(bolt, "2026-11-26", "09:00");
    for (const user of [ana, rui, await createUser({ role: "guest" }), await createUser({ role: "external" })]) {
      const response = await mark(user, lesson.id, { attendance: "present", note: "Eu mesmo" });
      expect([response.status, response.json]).toEqual([403, { error: "Não tem permissão para esta operação." }]);
    }
    expect(await recordOf(lesson.id)).toEqual(UNMARKED);
  });

  it("takes several lessons marked at once, each with its own record", async () => {
    const lessons = await Promise.all(["08:00", "08:45", "09:30"].map((time) => bookLesson(bolt, "2026-11-26", time)));
    const answers = await Promise.all(lessons.map((lesson, index) => mark(trainer, lesson.id, { attendance: "present", note: `Aula ${index + 1}` })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const notes = await Promise.all(lessons.map(async (lesson) => (await recordOf(lesson.id)).trainerNote));
    expect(notes).toEqual(["Aula 1", "Aula 2", "Aula 3"]);
  });
});

describe("the animal's timeline (integration)", () => {
  it("gives the owner the lessons that have started, newest first, with attendance and notes", async () => {
    const first = await bookLesson(bolt, "2026-11-19", "18:00");
    const second = await bookLesson(bolt, "2026-11-24", "09:15");
    const started = await bookLesson(bolt, "2026-11-26", "09:45");
    await bookLesson(bolt, "2026-11-27", "10:00"); // still to come
    await bookLesson(rex, "2026-11-20", "10:00"); // another animal's
    await mark(trainer, first.id, { attendance: "absent" });
    await mark(trainer, second.id, { attendance: "present", note: "Slalom de 12 estacas." });

    const response = await timelineOf(ana, bolt.id);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      animal: { id: bolt.id, name: "Bolt", owner_name: "Ana Silva" },
      lessons: [
        { booking_id: started.id, date: "2026-11-26", start_time: "09:45", end_time: "10:30", attendance: null, trainer_note: null },
        { booking_id: second.id, date: "2026-11-24", start_time: "09:15", end_time: "10:00", attendance: "present", trainer_note: "Slalom de 12 estacas." },
        { booking_id: first.id, date: "2026-11-19", start_time: "18:00", end_time: "18:45", attendance: "absent", trainer_note: null },
      ],
      lessons_total: 3,
    });
    // The trainer reads the same timeline.
    expect((await timelineOf(trainer, bolt.id)).json).toEqual(response.json);
  });

  it("answers an empty timeline for an animal without past lessons", async () => {
    await bookLesson(bolt, "2026-11-30", "10:00");
    expect((await timelineOf(ana, bolt.id)).json).toMatchObject({ lessons: [], lessons_total: 0 });
  });

  it("holds the newest 100 lessons, with the count of them all", async () => {
    // A lesson a day for 131 days up to this morning's, one to come and another animal's.
    const slots = await db.availabilitySlot.createManyAndReturn({
      data: Array.from({ length: 131 }, (_, index) => {
        const startsAt = clubInstant(addClubDays("2026-11-26", index - 130), "09:00");
        return { startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000) };
      }),
    });
    await db.booking.createMany({ data: slots.map((slot) => ({ slotId: slot.id, animalId: bolt.id, userId: ana.id })) });
    await bookLesson(bolt, "2026-11-27", "10:00");
    await bookLesson(rex, "2026-11-25", "10:00");

    const response = await timelineOf(ana, bolt.id);
    expect(response.status).toBe(200);
    const { lessons, lessons_total } = response.json;
    expect(lessons_total).toBe(131);
    expect(lessons).toHaveLength(100);
    expect([lessons[0].date, lessons[99].date]).toEqual(["2026-11-26", "2026-08-19"]);
    const dates = lessons.map((lesson: { date: string }) => lesson.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await timelineOf(trainer, bolt.id)).json).toEqual(response.json);
  });

  it("is not found for another member's animal and an unknown one; refused to a guest", async () => {
    const lesson = await bookLesson(bolt, "2026-11-24", "09:15");
    await mark(trainer, lesson.id, { attendance: "present", note: "Só para a Ana." });
    for (const [user, id] of [[rui, bolt.id], [await createUser({ role: "external" }), bolt.id], [ana, 999_999]] as const) {
      const response = await timelineOf(user, id);
      expect([response.status, response.json]).toEqual([404, { error: "Animal não encontrado." }]);
      expect(response.text).not.toContain("Só para a Ana");
    }
    expect((await timelineOf(await createUser({ role: "guest" }), bolt.id)).status).toBe(403);
  });
});

describe("the record elsewhere (integration)", () => {
  it("shows in the calendar to the trainer and the owner only", async () => {
    const lesson = await bookLesson(bolt, "2026-11-26", "09:00");
    await mark(trainer, lesson.id, { attendance: "present", note: "Contactos perfeitos." });
    const bookingSeenBy = async (user: TestUser) => {
      const response = await callRoute(slotsOfDate, { token: await tokenFor(user), params: { date: "2026-11-26" } });
      return response.json.slots.find((slot: { id: number }) => slot.id === lesson.slotId).booking;
    };
    expect(await bookingSeenBy(trainer)).toMatchObject({ id: lesson.id, attendance: "present", trainer_note: "Contactos perfeitos." });
    expect(await bookingSeenBy(ana)).toMatchObject({ id: lesson.id, is_own: true, attendance: "present", trainer_note: "Contactos perfeitos." });
    expect(await bookingSeenBy(rui)).toMatchObject({ id: lesson.id, is_own: false, attendance: null, trainer_note: null });
    expect(await bookingSeenBy(await createUser({ role: "external" }))).toEqual({ private: true, label: "Aula Privada" });
    expect(await bookingSeenBy(await createUser({ role: "guest" }))).toBeNull();
  });

  it("marks in the calendar an animal whose vaccination or insurance ends before the lesson's day, to the trainer and the owner", async () => {
    await db.animal.update({ where: { id: bolt.id }, data: { insuranceValidUntil: new Date("2026-11-27T00:00:00Z") } });
    const onLastDay = await bookLesson(bolt, "2026-11-27", "09:00"); // its last valid day
    const after = await bookLesson(bolt, "2026-11-28", "09:00");
    const clear = await bookLesson(rex, "2026-11-28", "10:00");
    const weekSeenBy = async (user: TestUser) => {
      const response = await callRoute(slotsOfDate, { token: await tokenFor(user), params: { date: "2026-11-28" } });
      const previous = await callRoute(slotsOfDate, { token: await tokenFor(user), params: { date: "2026-11-27" } });
      const bookings = [...previous.json.slots, ...response.json.slots].map((slot: { booking: { id: number; papers_ended: boolean } }) => slot.booking);
      return Object.fromEntries(bookings.map((booking) => [booking.id, booking.papers_ended]));
    };
    expect(await weekSeenBy(trainer)).toEqual({ [onLastDay.id]: false, [after.id]: true, [clear.id]: false });
    expect(await weekSeenBy(ana)).toEqual({ [onLastDay.id]: false, [after.id]: true, [clear.id]: false });
    // Another member is not told about someone else's animal.
    expect(await weekSeenBy(rui)).toEqual({ [onLastDay.id]: false, [after.id]: false, [clear.id]: false });
  });

  it("is in the owner's my-data, and not in another member's", async () => {
    const lesson = await bookLesson(bolt, "2026-11-24", "09:15");
    await mark(trainer, lesson.id, { attendance: "present", note: "Bom trabalho na balança." });
    const anas = await callRoute(myData, { token: await tokenFor(ana) });
    expect(anas.json.bookings).toEqual([
      expect.objectContaining({ id: lesson.id, attendance: "present", trainer_note: "Bom trabalho na balança.", attendance_marked_at: "2026-11-26T10:00:00.000Z" }),
    ]);
    const ruis = await callRoute(myData, { token: await tokenFor(rui) });
    expect(ruis.status).toBe(200);
    expect(ruis.text).not.toContain("balança");
  });

  it("loses the notes of an erased member's lessons and keeps their attendance; others' notes stay", async () => {
    const anas = await bookLesson(bolt, "2026-11-24", "09:15");
    const ruis = await bookLesson(rex, "2026-11-24", "10:00");
    await mark(trainer, anas.id, { attendance: "present", note: "Nota da Ana." });
    await mark(trainer, ruis.id, { attendance: "absent", note: "Nota do Rui." });
    await db.user.update({ where: { id: ana.id }, data: { isActive: false } });
    const erased = await callRoute(erase, { method: "POST", token: await tokenFor(trainer), params: { id: String(ana.id) } });
    expect(erased.status).toBe(200);
    expect(await recordOf(anas.id)).toMatchObject({ attendance: "present", trainerNote: null });
    expect(await recordOf(ruis.id)).toMatchObject({ attendance: "absent", trainerNote: "Nota do Rui." });
  });

  it("counts attendance per member in the trainer's statistics, lessons to come left out", async () => {
    const bia = await createUser({ name: "Bia Lopes", role: "external" });
    const kiko = await createAnimal({ userId: bia.id, name: "Kiko" });
    const [a1, a2, a3] = await Promise.all(["2026-11-20", "2026-11-23", "2026-11-24"].map((date) => bookLesson(bolt, date, "18:00")));
    await bookLesson(bolt, "2026-11-25", "18:00"); // started, not marked
    await bookLesson(bolt, "2026-11-28", "18:00"); // to come: not counted
    const r1 = await bookLesson(rex, "2026-11-21", "10:00");
    await bookLesson(kiko, "2026-11-22", "10:00"); // Bia: none marked
    await bookLesson(rex, "2026-10-30", "10:00"); // outside the range
    for (const [lesson, attendance] of [[a1, "present"], [a2, "present"], [a3, "absent"], [r1, "absent"]] as const) {
      expect((await mark(trainer, lesson.id, { attendance })).status).toBe(200);
    }
    const response = await callRoute(statistics, {
      token: await tokenFor(trainer),
      path: "/api/bookings/statistics?start_date=2026-11-01&end_date=2026-11-30",
    });
    // Who has been away longest first (docs/rules.md, "Statistics").
    expect(response.json.attendance_by_student).toEqual([
      { user_id: rui.id, student_name: "Rui Costa", present: 0, absent: 1, not_marked: 0, attendance_rate: 0, last_lesson_date: "2026-11-21" },
      { user_id: bia.id, student_name: "Bia Lopes", present: 0, absent: 0, not_marked: 1, attendance_rate: null, last_lesson_date: "2026-11-22" },
      { user_id: ana.id, student_name: "Ana Silva", present: 2, absent: 1, not_marked: 1, attendance_rate: 66.7, last_lesson_date: "2026-11-25" },
    ]);
    // A member's own statistics carry nobody's attendance.
    const own = await callRoute(statistics, { token: await tokenFor(ana), path: "/api/bookings/statistics?start_date=2026-11-01&end_date=2026-11-30" });
    expect(own.json.view).toBe("member");
    expect(own.json).not.toHaveProperty("attendance_by_student");
  });
});
