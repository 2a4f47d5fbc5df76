import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as quickStats } from "@/app/api/bookings/user-quick-stats/route";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { countStatements } from "../../../test/count-statements";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { bookLesson, bookLessons } from "../../../test/lessons";
import { tokenFor } from "../../../test/sessions";

// The account page's quick stats (docs/rules.md, "Statistics"), with "now" pinned: Friday 20 November 2026,
// 12:00 in Lisbon (winter time, UTC+0).

let ana: TestUser;
beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-20T12:00:00Z";
  ana = await createUser({ name: "Ana Silva", role: "student" });
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

const quickStatsOf = async (user: TestUser) => callRoute(quickStats, { token: await tokenFor(user) });

describe("quick stats (integration)", () => {
  it("counts the lessons already given and their hours, the animals kept and this month's lessons", async () => {
    const bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
    const luna = await createAnimal({ userId: ana.id, name: "Luna" });
    const max = await createAnimal({ userId: ana.id, name: "Max" });
    await bookLesson(bolt, "2026-10-15", "10:00", 60); // given: 1 h
    await bookLesson(luna, "2026-11-02", "10:00", 45); // given this month: 0.75 h
    await bookLesson(max, "2026-11-20", "11:15", 45); // ended at 12:00 exactly: given
    await bookLesson(bolt, "2026-11-20", "12:00", 45); // started now: not yet given
    await bookLessons(bolt, "2026-11-25 10:00", "2026-12-01 00:30"); // to come, this month and the next
    await db.animal.update({ where: { id: max.id }, data: { archivedAt: new Date() } });
    // Someone else's lessons and animals.
    const bruno = await createUser({ role: "external" });
    await bookLessons(await createAnimal({ userId: bruno.id }), "2026-11-03 10:00", "2026-10-03 10:00");

    const response = await quickStatsOf(ana);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ total_lessons: 3, total_hours: 2.5, total_animals: 2, month: 4 });
  });

  it("answers zeros for a member with nothing yet, and for the trainer (who books for others)", async () => {
    expect((await quickStatsOf(ana)).json).toEqual({ total_lessons: 0, total_hours: 0, total_animals: 0, month: 0 });
    const trainer = await createUser({ role: "trainer" });
    await bookLessons(await createAnimal({ userId: ana.id }), "2026-11-02 10:00");
    expect((await quickStatsOf(trainer)).json).toEqual({ total_lessons: 0, total_hours: 0, total_animals: 0, month: 0 });
  });

  it("takes the month from the club's clock: 00:30 on 1 July in Lisbon is still 30 June in UTC", async () => {
    process.env.ACE_FAKE_NOW = "2026-06-30T23:30:00Z";
    const bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
    await bookLessons(bolt, "2026-06-30 10:00", "2026-07-01 00:15", "2026-07-10 10:00");
    expect((await quickStatsOf(ana)).json).toMatchObject({ total_lessons: 1, month: 2 });
  });

  it("costs one statement besides the session's, and then none while nothing changes", async () => {
    const statements = countStatements();
    const bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
    await bookLessons(bolt, "2026-11-02 10:00", "2026-11-03 10:00", "2026-11-25 10:00", "2026-10-01 10:00");
    const token = await tokenFor(ana);
    statements.reset();
    expect((await callRoute(quickStats, { token })).json).toEqual({ total_lessons: 3, total_hours: 2.25, total_animals: 1, month: 3 });
    expect(statements.count).toBe(2);
    // While the club's data holds, the session's statement alone: the clock is applied on each read.
    statements.reset();
    process.env.ACE_FAKE_NOW = "2026-11-25T12:00:00Z";
    expect((await callRoute(quickStats, { token })).json).toEqual({ total_lessons: 4, total_hours: 3, total_animals: 1, month: 3 });
    expect(statements.count).toBe(1);
    process.env.ACE_FAKE_NOW = "2026-12-01T00:10:00Z"; // December in Lisbon
    expect((await callRoute(quickStats, { token })).json).toMatchObject({ total_lessons: 4, month: 0 });
  });
});
