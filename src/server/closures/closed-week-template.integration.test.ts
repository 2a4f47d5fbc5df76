import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as closeRoute } from "@/app/api/availability/closures/route";
import { GET as dateRoute } from "@/app/api/availability/date/[date]/route";
import { POST as standingRoute } from "@/app/api/availability/standing/route";
import { POST as applyRoute } from "@/app/api/availability/template/apply/route";
import { PUT as putTemplate } from "@/app/api/availability/template/route";
import { clubDateOf, clubTimeOf } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// The weekly template and the standing lessons over a closed week (docs/rules.md, "Closures"):
// applying makes no slot a member can book there, and books no standing lesson there.
// "Now": Monday 12 October 2026, 11:00 in Seixal; the template opens Mondays 17:00-19:00 in
// lessons of 60 minutes; Ana has a standing lesson on Mondays at 18:00. The week of Monday 19 is closed.

let trainer: string;
let ana: TestUser;
let anaToken: string;

beforeAll(() => {
  process.env.ACE_FAKE_NOW = "2026-10-12T10:00:00Z";
});
afterAll(() => {
  delete process.env.ACE_FAKE_NOW;
});
beforeEach(async () => {
  trainer = await tokenFor(await createUser({ role: "trainer" }));
  await db.setting.create({ data: { key: "booking_duration_minutes", value: "60" } });
  const entries = [{ weekday: 1, start_time: "17:00", end_time: "19:00" }];
  expect((await callRoute(putTemplate, { method: "PUT", token: trainer, body: { entries } })).status).toBe(200);
  ana = await createUser({ name: "Ana Silva" });
  anaToken = await tokenFor(ana);
  const rex = await createAnimal({ userId: ana.id, name: "Rex" });
  const given = await callRoute(standingRoute, { token: trainer, body: { user_id: ana.id, animal_id: rex.id, weekday: 1, start_time: "18:00" } });
  expect(given.status).toBe(201);
});

const apply = () => callRoute(applyRoute, { token: trainer, body: { start_date: "2026-10-19", end_date: "2026-10-26" } });
const closeWeek = () => callRoute(closeRoute, { token: trainer, body: { start_date: "2026-10-19", end_date: "2026-10-25", reason: "Estágio da equipa" } });
const bookedLessons = async () =>
  (await db.booking.findMany({ select: { slot: { select: { startsAt: true } } }, orderBy: { slot: { startsAt: "asc" } } })).map(
    (booking) => `${clubDateOf(booking.slot.startsAt)} ${clubTimeOf(booking.slot.startsAt)}`,
  );

describe("the weekly template and standing lessons over a closed week (integration)", () => {
  it("applying makes the closed week's slots blocked and books the standing lesson only outside it, reporting no clash", async () => {
    expect((await closeWeek()).status).toBe(201);
    const applied = await apply();
    expect(applied.status).toBe(200);
    expect(applied.json).toMatchObject({
      created_slots: 4,
      standing: { booked: [{ user_name: "Ana Silva", animal_name: "Rex", date: "2026-10-26", start_time: "18:00" }], clashes: [] },
    });
    expect(await bookedLessons()).toEqual(["2026-10-26 18:00"]);

    const closedDay = await callRoute(dateRoute, { token: anaToken, params: { date: "2026-10-19" } });
    expect(closedDay.json.closure).toMatchObject({ reason: "Estágio da equipa" });
    expect(closedDay.json.slots).toMatchObject([
      { start_time: "17:00", status: "blocked", bookable: false },
      { start_time: "18:00", status: "blocked", bookable: false },
    ]);
    const openDay = await callRoute(dateRoute, { token: anaToken, params: { date: "2026-10-26" } });
    expect(openDay.json.slots).toMatchObject([{ start_time: "17:00", status: "available", bookable: true }, { start_time: "18:00", status: "booked" }]);
  });

  it("a week closed after the standing lesson was booked: cancelled and told once; applying again books nothing there", async () => {
    expect((await apply()).json.standing.booked).toHaveLength(2);
    const closed = await closeWeek();
    expect(closed.json).toMatchObject({ cancelled_bookings: 1, blocked_slots: 2, removed_waitlist: 0 });
    expect(await bookedLessons()).toEqual(["2026-10-26 18:00"]);
    const told = await db.outboxEmail.findMany({ where: { to: ana.email, subject: { startsWith: "ACE - Clube encerrado" } } });
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain("Motivo: Estágio da equipa");

    const again = await apply();
    expect(again.json.standing).toEqual({ booked: [], clashes: [], told: 0 });
    expect(await bookedLessons()).toEqual(["2026-10-26 18:00"]);
  });
});
