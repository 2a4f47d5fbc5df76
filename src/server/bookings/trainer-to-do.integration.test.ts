import { afterEach, describe, expect, it } from "vitest";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { listPendingSignUps } from "@/server/members/list-members";
import { summarizeUnpaidPastMonths } from "@/server/payments/unpaid-past-months";
import { listTodaysLessons } from "@/server/bookings/list-todays-lessons";
import { createAnimal, createUser } from "../../../test/db-helpers";
import { bookLesson } from "../../../test/lessons";

// The trainer's home to-do (docs/rules.md, "The trainer's home"): the three reads it shows.

function setClock(date: string, time: string) {
  process.env.ACE_FAKE_NOW = clubInstant(date, time).toISOString();
}
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

describe("the trainer's home to-do (integration)", () => {
  it("lists the sign-ups waiting for a decision, oldest first, and no approved member", async () => {
    await createUser({ name: "Rita Pendente", approved: false });
    await createUser({ name: "Aprovado Já" });
    await createUser({ name: "Hugo Pendente", approved: false });
    const { pending_students } = await listPendingSignUps();
    expect(pending_students.map((member) => member.name)).toEqual(["Rita Pendente", "Hugo Pendente"]);
  });

  it("counts the unpaid payments of past months and their total, not the current month's nor paid ones", async () => {
    setClock("2026-11-25", "10:00");
    const [ana, rui] = [await createUser(), await createUser()];
    await db.payment.createMany({
      data: [
        { userId: ana.id, month: "2026-09", amount: "1000.25" },
        { userId: ana.id, month: "2026-10", amount: "234.25" },
        { userId: rui.id, month: "2026-10", amount: "50", status: "paid", paidAt: new Date() },
        { userId: rui.id, month: "2026-11", amount: "35" }, // this month: not late yet
      ],
    });
    expect(await summarizeUnpaidPastMonths()).toEqual({ count: 2, total: 1234.5, before_month: "2026-11" });
    // On the 1st of December, November's is late too.
    setClock("2026-12-01", "00:05");
    expect(await summarizeUnpaidPastMonths()).toMatchObject({ count: 3, total: 1269.5 });
  });

  it("has nothing unpaid on a club with no late payments", async () => {
    setClock("2026-11-25", "10:00");
    expect(await summarizeUnpaidPastMonths()).toMatchObject({ count: 0, total: 0 });
  });

  it("lists today's lessons in club time, in start order, the animal flagged when its papers have ended", async () => {
    const ana = await createUser({ name: "Ana Silva" });
    const rui = await createUser({ name: "Rui Costa" });
    const rex = await createAnimal({ userId: ana.id, name: "Rex" });
    const bolt = await createAnimal({ userId: rui.id, name: "Bolt" });
    const luna = await createAnimal({ userId: rui.id, name: "Luna" });
    await db.animal.update({ where: { id: bolt.id }, data: { vaccinationValidUntil: new Date("2026-03-24T00:00:00Z") } });
    await db.animal.update({ where: { id: luna.id }, data: { insuranceValidUntil: new Date("2026-03-25T00:00:00Z") } }); // ends today: still valid
    // 00:30 and 23:30 club time: the day's edges.
    await bookLesson(rex, "2026-03-25", "23:30");
    await bookLesson(bolt, "2026-03-25", "00:30");
    await bookLesson(luna, "2026-03-25", "10:00");
    await bookLesson(rex, "2026-03-24", "23:00"); // yesterday
    await bookLesson(rex, "2026-03-26", "00:20"); // tomorrow
    setClock("2026-03-25", "12:00");
    const { date, lessons } = await listTodaysLessons();
    expect(date).toBe("2026-03-25");
    expect(lessons.map(({ start_time, end_time, member_name, animal_name, papers_ended }) => ({ start_time, end_time, member_name, animal_name, papers_ended }))).toEqual([
      { start_time: "00:30", end_time: "01:15", member_name: "Rui Costa", animal_name: "Bolt", papers_ended: true },
      { start_time: "10:00", end_time: "10:45", member_name: "Rui Costa", animal_name: "Luna", papers_ended: false },
      { start_time: "23:30", end_time: "00:15", member_name: "Ana Silva", animal_name: "Rex", papers_ended: false },
    ]);
  });

  it("takes today on the club's clock in summer time, when UTC is still on yesterday", async () => {
    const ana = await createUser({ name: "Ana Silva" });
    const rex = await createAnimal({ userId: ana.id, name: "Rex" });
    await bookLesson(rex, "2026-07-10", "00:15"); // 23:15 UTC on the 9th
    await bookLesson(rex, "2026-07-09", "23:30"); // the day before, club time
    setClock("2026-07-10", "00:05"); // 23:05 UTC on the 9th
    const { date, lessons } = await listTodaysLessons();
    expect(date).toBe("2026-07-10");
    expect(lessons.map((lesson) => lesson.start_time)).toEqual(["00:15"]);
  });

  it("says which of today's lessons have started and how each was marked, the clock applied as it answers", async () => {
    const ana = await createUser({ name: "Ana Silva" });
    const rex = await createAnimal({ userId: ana.id, name: "Rex" });
    const marked = await bookLesson(rex, "2026-11-28", "08:00");
    const unmarked = await bookLesson(rex, "2026-11-28", "09:00");
    const later = await bookLesson(rex, "2026-11-28", "10:00");
    await db.booking.update({ where: { id: marked.id }, data: { attendance: "absent", attendanceMarkedAt: new Date() } });
    setClock("2026-11-28", "09:30");
    const states = async () => (await listTodaysLessons()).lessons.map(({ booking_id, started, attendance }) => ({ booking_id, started, attendance }));
    expect(await states()).toEqual([
      { booking_id: marked.id, started: true, attendance: "absent" },
      { booking_id: unmarked.id, started: true, attendance: null },
      { booking_id: later.id, started: false, attendance: null },
    ]);
    setClock("2026-11-28", "10:00");
    expect((await states())[2]).toEqual({ booking_id: later.id, started: true, attendance: null });
  });
});
