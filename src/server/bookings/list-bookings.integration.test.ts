import { beforeEach, describe, expect, it } from "vitest";
import { GET as allBookings } from "@/app/api/bookings/all/route";
import { GET as myBookings } from "@/app/api/bookings/my/route";
import { addClubDays, clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { bookingJsonSelect, toBookingJson } from "@/server/bookings/booking-json";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// A member's whole list of lessons grows by the hundred over the years: it comes a page at a
// time (100), the first page in the list's first shape `{ bookings }` plus `next_cursor`.

let ana: TestUser;
let token: string;
const LESSONS = 230;

beforeEach(async () => {
  ana = await createUser({ name: "Ana Silva", role: "student" });
  token = await tokenFor(ana);
  const bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
  // Two lessons a day, from long ago to next month.
  const slots = await db.availabilitySlot.createManyAndReturn({
    data: Array.from({ length: LESSONS }, (_, index) => {
      const startsAt = clubInstant(addClubDays("2026-01-05", Math.floor(index / 2)), index % 2 ? "18:00" : "09:00");
      return { startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000) };
    }),
  });
  await db.booking.createMany({ data: slots.map((slot) => ({ slotId: slot.id, animalId: bolt.id, userId: ana.id })) });
});

async function everyPage(handler: typeof myBookings, authorization: string, base = "/api/bookings/my") {
  const pages: { bookings: { id: number; starts_at: string }[]; next_cursor: string | null }[] = [];
  let cursor: string | null = null;
  do {
    const path: string = `${base}${cursor ? `?cursor=${cursor}` : ""}`;
    const response = await callRoute(handler, { token: authorization, path });
    expect(response.status).toBe(200);
    pages.push(response.json);
    cursor = response.json.next_cursor;
  } while (cursor && pages.length < 10);
  return pages;
}

describe("a member's whole list of lessons (integration)", () => {
  it("comes in pages of 100 that together hold every lesson once, in start order", async () => {
    const pages = await everyPage(myBookings, token);
    expect(pages.map((page) => page.bookings.length)).toEqual([100, 100, 30]);
    expect(pages.at(-1)!.next_cursor).toBeNull();
    const starts = pages.flatMap((page) => page.bookings.map((booking) => booking.starts_at));
    expect(starts).toEqual([...starts].sort());
    expect(new Set(pages.flatMap((page) => page.bookings.map((booking) => booking.id))).size).toBe(LESSONS);
    // The first page keeps a booking's fields as the list always answered them.
    expect(pages[0].bookings[0]).toMatchObject({ date: "2026-01-05", start_time: "09:00", end_time: "09:45", animal_name: "Bolt", user_name: "Ana Silva" });
  });

  it("pages the trainer's list of everyone's lessons the same way", async () => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const pages = await everyPage(allBookings, trainer, "/api/bookings/all");
    expect(pages.map((page) => page.bookings.length)).toEqual([100, 100, 30]);
  });

  it("gives the upcoming lessons whole, without pages", async () => {
    process.env.ACE_FAKE_NOW = clubInstant("2026-01-05", "08:00").toISOString();
    try {
      const upcoming = await callRoute(myBookings, { token, path: "/api/bookings/my?upcoming=1" });
      expect(upcoming.json.bookings).toHaveLength(LESSONS);
      expect(upcoming.json).not.toHaveProperty("next_cursor");
    } finally {
      delete process.env.ACE_FAKE_NOW;
    }
  });

  it("lists each lesson exactly as the server's own JSON of it (club times across DST, odd notes)", async () => {
    const bruno = await createUser({ name: "Bruno \"Zé\" Núñez", role: "external" });
    const max = await createAnimal({ userId: bruno.id, name: "Max 🐕" });
    const notes = ["Trazer \"trela\"\nlonga \\ 🦴", null];
    for (const [index, [date, time]] of [["2026-03-29", "00:30"], ["2026-10-25", "01:15"], ["2026-10-25", "23:45"]].entries()) {
      const startsAt = clubInstant(date, time);
      const slot = await db.availabilitySlot.create({ data: { startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000 + 123) } });
      await db.booking.create({ data: { slotId: slot.id, animalId: max.id, userId: bruno.id, observations: notes[index % 2] } });
    }
    const own = (await db.booking.findMany({ where: { userId: bruno.id }, select: bookingJsonSelect, orderBy: { slot: { startsAt: "asc" } } })).map(toBookingJson);
    const listed = await callRoute(myBookings, { token: await tokenFor(bruno), path: "/api/bookings/my" });
    expect(JSON.stringify(listed.json.bookings)).toBe(JSON.stringify(own));
    expect(listed.json.bookings.map((b: { date: string; start_time: string; end_time: string }) => `${b.date} ${b.start_time}-${b.end_time}`)).toEqual([
      "2026-03-29 00:30-02:15", "2026-10-25 01:15-02:00", "2026-10-25 23:45-00:30", // 01:00-02:00 never happens on 29 March
    ]);
  });

  it("refuses a malformed cursor, or a cursor on the upcoming list, in Portuguese", async () => {
    for (const cursor of ["abc", "1_", "99999999999999999_1", "1_99999999999"]) {
      const response = await callRoute(myBookings, { token, path: `/api/bookings/my?cursor=${cursor}` });
      expect(response.status, cursor).toBe(400);
      expect(response.json).toEqual({ error: "Parâmetro 'cursor' inválido." });
    }
    const both = await callRoute(myBookings, { token, path: "/api/bookings/my?upcoming=1&cursor=1_1" });
    expect(both.status).toBe(400);
    expect(both.json).toEqual({ error: "A lista de próximas aulas não tem páginas: retire o parâmetro 'cursor'." });
  });
});
