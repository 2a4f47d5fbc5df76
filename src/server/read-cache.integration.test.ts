import { afterEach, describe, expect, it } from "vitest";
import { GET as weekOf } from "@/app/api/availability/week/[date]/route";
import { GET as allBookings } from "@/app/api/bookings/all/route";
import { GET as myBookings } from "@/app/api/bookings/my/route";
import { POST as book } from "@/app/api/bookings/route";
import { GET as statistics } from "@/app/api/bookings/statistics/route";
import { GET as bookingsSummary } from "@/app/api/payments/bookings-summary/route";
import { GET as pendingPayments } from "@/app/api/payments/pending/route";
import { clubInstant } from "@/lib/club-time";
import { db, queryRows } from "@/server/db";
import { DATA_VERSION_SQL } from "@/server/read-cache";
import { callRoute } from "../../test/call-route";
import { createAnimal, createSlot, createUser } from "../../test/db-helpers";
import { tokenFor } from "../../test/sessions";

// The process keeps the calendar's and the lists' rows while the club's data holds
// (read-cache.ts). Whatever changes that data, by whichever path (the API, another instance,
// SQL by hand), the very next read shows it; and what depends on the clock follows the clock
// with nothing changed.

afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

type Slot = { id: number; status: string; booking: { animal_name: string; user_name: string } | null };
const slotsOf = (week: { days: { slots: Slot[] }[] }) => week.days.flatMap((day) => day.slots);
/** The versions of the club's topics: lessons, members, payments, settings (read-cache.ts). */
const version = async () => (await queryRows<{ version: string }>`SELECT ${DATA_VERSION_SQL} AS version`)[0].version;
const TOPICS = ["lessons", "members", "payments", "settings"];
/** Which topics' versions differ between two readings. */
const moved = (before: string, after: string) => {
  const [a, b] = [before.split(" "), after.split(" ")];
  return TOPICS.filter((_, index) => a[index] !== b[index]);
};

async function club() {
  process.env.ACE_FAKE_NOW = "2026-11-23T08:00:00Z"; // a Monday morning
  const trainer = await createUser({ role: "trainer" });
  const member = await createUser({ name: "Rita Sousa" });
  const animal = await createAnimal({ userId: member.id, name: "Bolt" });
  const slot = await createSlot({ startsAt: clubInstant("2026-11-24", "10:00") });
  return { trainer, member, animal, slot, trainerToken: await tokenFor(trainer), memberToken: await tokenFor(member) };
}

describe("reads kept while the club's data holds (integration)", () => {
  it("a booking made through the API shows on the next read of the week and of the lists", async () => {
    const { animal, slot, trainerToken, memberToken } = await club();
    const week = async () => slotsOf((await callRoute(weekOf, { token: memberToken, params: { date: "2026-11-24" } })).json);
    expect((await week())[0].status).toBe("available");
    expect((await callRoute(myBookings, { token: memberToken, path: "/api/bookings/my?upcoming=1" })).json.bookings).toEqual([]);

    const booked = await callRoute(book, { token: memberToken, body: { availability_slot_id: slot.id, animal_id: animal.id } });
    expect(booked.status).toBe(201);

    expect((await week())[0]).toMatchObject({ status: "booked", booking: { animal_name: "Bolt" } });
    const upcoming = await callRoute(myBookings, { token: memberToken, path: "/api/bookings/my?upcoming=1" });
    expect(upcoming.json.bookings.map((booking: { animal_name: string }) => booking.animal_name)).toEqual(["Bolt"]);
    const all = await callRoute(allBookings, { token: trainerToken, path: "/api/bookings/all" });
    expect(all.json.bookings).toHaveLength(1);
  });

  it("a change made outside this process (another instance, SQL by hand) shows on the next read", async () => {
    const { member, animal, slot, trainerToken } = await club();
    await db.booking.create({ data: { slotId: slot.id, userId: member.id, animalId: animal.id } });
    const week = async () => slotsOf((await callRoute(weekOf, { token: trainerToken, params: { date: "2026-11-24" } })).json);
    expect((await week())[0].booking).toMatchObject({ user_name: "Rita Sousa", animal_name: "Bolt" });

    await queryRows`UPDATE animals SET name = 'Faísca' WHERE id = ${animal.id}`;
    expect((await week())[0].booking).toMatchObject({ animal_name: "Faísca" });
    await queryRows`UPDATE users SET name = 'Rita S. Costa' WHERE id = ${member.id}`;
    expect((await week())[0].booking).toMatchObject({ user_name: "Rita S. Costa" });
    await queryRows`DELETE FROM bookings`;
    expect((await week())[0]).toMatchObject({ status: "available", booking: null });
    await queryRows`UPDATE availability_slots SET is_blocked = true`;
    expect((await week())[0].status).toBe("blocked");
  });

  it("the trainer's payment lists, bookings summary and statistics follow the next change", async () => {
    const { member, animal, slot, trainerToken } = await club();
    const pending = async () => (await callRoute(pendingPayments, { token: trainerToken })).json.pending_payments.length;
    const summary = async () =>
      (await callRoute(bookingsSummary, { token: trainerToken, path: "/api/payments/bookings-summary?month=2026-11" })).json.summary;
    const lessons = async () =>
      (await callRoute(statistics, { token: trainerToken, path: "/api/bookings/statistics?start_date=2026-11-01&end_date=2026-11-30" })).json
        .detailed_statistics.general.total_bookings;
    expect([await pending(), await summary(), await lessons()]).toEqual([0, [], 0]);

    await db.booking.create({ data: { slotId: slot.id, userId: member.id, animalId: animal.id } });
    await db.payment.create({ data: { userId: member.id, month: "2026-11", amount: "30.00" } });
    expect(await pending()).toBe(1);
    expect(await summary()).toMatchObject([{ user_name: "Rita Sousa", total_lessons: 1, payment: { amount: 30, status: "pending" } }]);
    expect(await lessons()).toBe(1);
  });

  it("follows the clock with nothing changed: a lesson leaves the upcoming list as it ends, a slot closes as it starts", async () => {
    const { member, animal, slot, trainerToken, memberToken } = await club();
    const later = await createSlot({ startsAt: clubInstant("2026-11-24", "11:00") });
    await db.booking.create({ data: { slotId: slot.id, userId: member.id, animalId: animal.id } });
    const upcoming = async () =>
      (await callRoute(allBookings, { token: trainerToken, path: "/api/bookings/all?upcoming=1" })).json.bookings.map(
        (booking: { start_time: string }) => booking.start_time,
      );
    const laterStatus = async () =>
      slotsOf((await callRoute(weekOf, { token: memberToken, params: { date: "2026-11-24" } })).json).find((s) => s.id === later.id)!.status;
    expect(await upcoming()).toEqual(["10:00"]);
    expect(await laterStatus()).toBe("available");

    const before = await version();
    process.env.ACE_FAKE_NOW = "2026-11-24T10:50:00Z"; // 10:50 in Lisbon: the 10:00 lesson has ended
    expect(await upcoming()).toEqual([]);
    process.env.ACE_FAKE_NOW = "2026-11-24T11:01:00Z";
    expect(await laterStatus()).toBe("unavailable");
    expect(await version()).toBe(before); // nothing was written: the clock alone moved the answers
  });

  it("every table the reads come from moves its topic's version, and only that one, when a change commits; a reminder's mark moves none", async () => {
    const { member, animal, slot } = await club();
    const booking = await db.booking.create({ data: { slotId: slot.id, userId: member.id, animalId: animal.id } });
    const changes: [string, string, () => Promise<unknown>][] = [
      ["slots", "lessons", () => db.availabilitySlot.update({ where: { id: slot.id }, data: { isBlocked: false } })],
      ["bookings", "lessons", () => db.booking.update({ where: { id: booking.id }, data: { observations: "Trela curta" } })],
      ["waiting lists", "lessons", () => db.waitlistEntry.create({ data: { slotId: slot.id, userId: member.id, animalId: animal.id } })],
      ["closures", "lessons", () => db.availabilityClosure.create({ data: { startDate: new Date("2026-12-24"), endDate: new Date("2026-12-26"), reason: "Natal" } })],
      ["users", "members", () => db.user.update({ where: { id: member.id }, data: { name: "Rita Costa" } })],
      ["animals", "members", () => db.animal.update({ where: { id: animal.id }, data: { name: "Raio" } })],
      ["a member's phone", "members", () => db.user.update({ where: { id: member.id }, data: { phone: "+351912345678" } })],
      ["payments", "payments", () => db.payment.create({ data: { userId: member.id, month: "2026-11", amount: "30.00" } })],
      ["settings", "settings", () => db.setting.create({ data: { key: "bookings_blocked", value: "1" } })],
    ];
    for (const [table, topic, change] of changes) {
      const before = await version();
      await change();
      expect(moved(before, await version()), table).toEqual([topic]);
    }

    // A transaction that changes many rows of two topics moves each once.
    const [lessonsBefore, membersBefore] = (await version()).split(" ").map(Number);
    await db.$transaction([
      db.availabilitySlot.createMany({ data: [11, 12, 13].map((hour) => ({ startsAt: clubInstant("2026-11-25", `${hour}:00`), endsAt: clubInstant("2026-11-25", `${hour}:45`) })) }),
      db.animal.createMany({ data: ["Luna", "Nico"].map((name) => ({ userId: member.id, name, birthDate: new Date("2022-01-01") })) }),
    ]);
    const [lessonsAfter, membersAfter] = (await version()).split(" ").map(Number);
    expect([lessonsAfter - lessonsBefore, membersAfter - membersBefore]).toEqual([1, 1]);

    const beforeMark = await version();
    await db.booking.update({ where: { id: booking.id }, data: { reminderSentAt: new Date() } });
    await db.user.update({ where: { id: member.id }, data: { lastChangelogSeen: "1.0.0" } });
    expect(await version()).toBe(beforeMark);

    // While a transaction is open nobody else sees the new version: another request reads it
    // meanwhile (from outside the transaction, as a request would).
    let changed!: () => void;
    let finish!: () => void;
    const hasChanged = new Promise<void>((resolve) => (changed = resolve));
    const mayFinish = new Promise<void>((resolve) => (finish = resolve));
    const open = db.$transaction(async (tx) => {
      await tx.animal.update({ where: { id: animal.id }, data: { name: "Trovão" } });
      changed();
      await mayFinish;
    });
    await hasChanged;
    const inside = await version();
    finish();
    await open;
    expect(inside).toBe(beforeMark);
    expect(await version()).not.toBe(beforeMark);
  });
});
