import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as memberPage } from "@/app/api/auth/student/[id]/page/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { getMemberPage } from "@/server/members/get-member-page";
import { callRoute } from "../../../test/call-route";
import { countStatements } from "../../../test/count-statements";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { bookLesson } from "../../../test/lessons";
import { tokenFor } from "../../../test/sessions";

// The trainer's page of one member (docs/rules.md, "The member's page"). "Now": Wednesday
// 25 November 2026, 10:00 in Seixal.

const NOW = "2026-11-25T10:00:00Z";
let trainerToken: string;
let rita: TestUser;

beforeEach(async () => {
  process.env.ACE_FAKE_NOW = NOW;
  trainerToken = await tokenFor(await createUser({ role: "trainer" }));
  rita = await createUser({ name: "Rita Página", email: "rita.pagina@teste.pt", role: "student" });
  await db.user.update({ where: { id: rita.id }, data: { phone: "+351912345678" } });
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

const page = (id: number | string, token = trainerToken) => callRoute(memberPage, { token, params: { id: String(id) } });

describe("the member's page (integration)", () => {
  it("shows the trainer the member's account, animals, lessons, payments, waiting list and standing lessons", async () => {
    const bolt = await createAnimal({ userId: rita.id, name: "Bolt" });
    await db.animal.update({
      where: { id: bolt.id },
      data: { breed: "Border Collie", sizeCategory: "M", vaccinationValidUntil: new Date("2026-11-03T00:00:00Z") },
    });
    const upcoming = await bookLesson(bolt, "2026-11-27", "18:00");
    const present = await bookLesson(bolt, "2026-11-18", "18:00");
    await db.booking.update({ where: { id: present.id }, data: { attendance: "present", trainerNote: "Trabalhar o slalom.", attendanceMarkedAt: new Date() } });
    await bookLesson(bolt, "2026-11-11", "18:00"); // not marked
    await db.payment.create({ data: { userId: rita.id, month: "2026-10", amount: "1234.50", status: "paid", method: "mbway", paidAt: new Date("2026-10-05T10:00:00Z") } });
    await db.payment.create({ data: { userId: rita.id, month: "2026-11", amount: "35" } });
    const full = await createSlot({ startsAt: clubInstant("2026-11-28", "10:00") });
    await db.waitlistEntry.create({ data: { slotId: full.id, userId: rita.id, animalId: bolt.id } });
    await db.standingLesson.create({ data: { userId: rita.id, animalId: bolt.id, weekday: 3, startTime: "18:00" } });
    // Another member's things stay off her page.
    const other = await createUser({ role: "student" });
    await bookLesson(await createAnimal({ userId: other.id, name: "Outro" }), "2026-11-26", "09:00");

    const response = await page(rita.id);
    expect(response.status).toBe(200);
    const json = response.json;
    expect(json.member).toMatchObject({ id: rita.id, name: "Rita Página", email: "rita.pagina@teste.pt", phone: "+351912345678", student_category: "student", is_active: true });
    expect(json.animals).toEqual([
      expect.objectContaining({ name: "Bolt", breed: "Border Collie", size_category: "M", vaccination_valid_until: "2026-11-03", insurance_valid_until: null }),
    ]);
    expect(json.upcoming_lessons).toEqual([expect.objectContaining({ id: upcoming.id, animal_name: "Bolt", starts_at: "2026-11-27T18:00:00.000Z", attendance: null })]);
    expect(json.past_lessons.map((lesson: { starts_at: string; attendance: string | null; trainer_note: string | null }) => [lesson.starts_at, lesson.attendance, lesson.trainer_note])).toEqual([
      ["2026-11-18T18:00:00.000Z", "present", "Trabalhar o slalom."],
      ["2026-11-11T18:00:00.000Z", null, null],
    ]);
    expect(json.past_lessons_total).toBe(2);
    expect(json.payments).toEqual([
      { id: expect.any(Number), month: "2026-11", amount: 35, status: "pending", method: null, paid_at: null },
      { id: expect.any(Number), month: "2026-10", amount: 1234.5, status: "paid", method: "mbway", paid_at: "2026-10-05T10:00:00.000Z" },
    ]);
    expect(json.payments_total).toBe(2);
    expect(json.waitlist).toEqual([expect.objectContaining({ animal_name: "Bolt", starts_at: "2026-11-28T10:00:00.000Z", offered_until: null })]);
    expect(json.standing_lessons).toEqual([{ id: expect.any(Number), weekday: 3, start_time: "18:00", animal_name: "Bolt", dependant_name: null }]);
  });

  it("reads in the same few statements however long the member's history", async () => {
    const bolt = await createAnimal({ userId: rita.id, name: "Bolt" });
    const statements = countStatements();
    statements.reset();
    await getMemberPage(rita.id);
    const few = statements.count;

    for (let week = 1; week <= 60; week++) await bookLesson(bolt, `2025-${String(1 + (week % 12)).padStart(2, "0")}-${String(1 + (week % 27)).padStart(2, "0")}`, `${String(8 + (week % 10)).padStart(2, "0")}:00`);
    for (let month = 1; month <= 12; month++) await db.payment.create({ data: { userId: rita.id, month: `2025-${String(month).padStart(2, "0")}`, amount: "30" } });
    await createAnimal({ userId: rita.id, name: "Kira" });
    statements.reset();
    const long = await getMemberPage(rita.id);
    expect(statements.count).toBe(few);
    expect(long?.past_lessons).toHaveLength(50);
    expect(long?.past_lessons_total).toBe(60);
    expect(long?.payments).toHaveLength(12);
  });

  it("answers 404 in Portuguese for an unknown member or the trainer, 400 for a malformed id", async () => {
    const trainer = await createUser({ role: "trainer" });
    for (const id of [999_999, trainer.id]) {
      const response = await page(id);
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ error: "Aluno não encontrado." });
    }
    expect((await page("abc")).status).toBe(400);
  });

  it("refuses members, externals and guests: the page is the trainer's", async () => {
    for (const role of ["student", "external", "guest"] as const) {
      const token = await tokenFor(await createUser({ role }));
      const response = await page(rita.id, token);
      expect(response.status).toBe(403);
      expect(response.json.error).toBeTruthy();
    }
    // Not even their own page.
    expect((await page(rita.id, await tokenFor(rita))).status).toBe(403);
    expect((await callRoute(memberPage, { params: { id: String(rita.id) } })).status).toBe(401);
  });
});
