import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as statistics } from "@/app/api/bookings/statistics/route";
import { db } from "@/server/db";
import { eraseMember } from "@/server/members/erase-member";
import { setMemberActive } from "@/server/members/update-member";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { bookLesson } from "../../../test/lessons";
import { tokenFor } from "../../../test/sessions";

// Who never comes (docs/rules.md, "Statistics"): the trainer's attendance per member lists every
// active student and external, those with no lesson in the range too, the ones who never came
// first and then who has been away longest. "Now": Thursday 26 November 2026, 10:00 in Seixal.

let trainer: TestUser;
beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-26T10:00:00Z";
  trainer = await createUser({ role: "trainer", name: "Treinador Rui" });
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

const attendanceOf = async (start: string, end: string) => {
  const response = await callRoute(statistics, { token: await tokenFor(trainer), path: `/api/bookings/statistics?start_date=${start}&end_date=${end}` });
  expect(response.status).toBe(200);
  return response.json.attendance_by_student as { student_name: string; present: number; absent: number; not_marked: number; last_lesson_date: string | null }[];
};

async function memberWithLessons(name: string, role: "student" | "external", ...dates: string[]) {
  const user = await createUser({ name, role });
  const animal = await createAnimal({ userId: user.id, name: `Cão de ${name}` });
  for (const date of dates) await bookLesson(animal, date, "10:00");
  return user;
}

describe("attendance per member: who never comes (integration)", () => {
  it("lists every active student and external, never-came first, then by the last lesson; not guests, pending, inactive or the trainer", async () => {
    await memberWithLessons("Ana Assídua", "student", "2026-11-02", "2026-11-20", "2026-11-25");
    await memberWithLessons("Bruno Nunca", "student");
    await memberWithLessons("Carla Sumida", "external", "2026-06-10"); // nothing in November
    await memberWithLessons("Duarte Raro", "student", "2026-11-03");
    await memberWithLessons("Ema Nunca", "external");
    await memberWithLessons("Filipe Futuro", "student", "2026-11-28"); // booked, not yet come
    await createUser({ name: "Gil Convidado", role: "guest" });
    await createUser({ name: "Paula Pendente", approved: false });
    await createUser({ name: "Ines Inativa", role: "student", isActive: false });
    const erased = await memberWithLessons("Eva Apagada", "external");
    await setMemberActive(erased.id, false);
    await eraseMember(erased.id);

    const listed = await attendanceOf("2026-11-01", "2026-11-30");
    expect(listed.map((member) => [member.student_name, member.last_lesson_date, member.present + member.absent + member.not_marked])).toEqual([
      ["Bruno Nunca", null, 0],
      ["Ema Nunca", null, 0],
      ["Filipe Futuro", null, 0],
      ["Carla Sumida", "2026-06-10", 0],
      ["Duarte Raro", "2026-11-03", 1],
      ["Ana Assídua", "2026-11-25", 3],
    ]);
  });

  it("keeps a member deactivated since who had lessons in the range; the last lesson is the last by the range's end", async () => {
    const gone = await memberWithLessons("Hugo Saiu", "student", "2026-10-05", "2026-11-04");
    await db.user.update({ where: { id: gone.id }, data: { isActive: false } });
    await memberWithLessons("Joana Ativa", "student", "2026-10-20", "2026-11-10");

    expect((await attendanceOf("2026-10-01", "2026-10-31")).map((member) => [member.student_name, member.last_lesson_date])).toEqual([
      ["Hugo Saiu", "2026-10-05"],
      ["Joana Ativa", "2026-10-20"],
    ]);
    // In September Hugo had no lesson and is inactive: not listed; Joana, active, is, never come by then.
    expect((await attendanceOf("2026-09-01", "2026-09-30")).map((member) => [member.student_name, member.last_lesson_date])).toEqual([["Joana Ativa", null]]);
  });
});
