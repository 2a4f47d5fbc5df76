import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as closeRoute } from "@/app/api/availability/closures/route";
import { POST as createSlotsRoute } from "@/app/api/availability/route";
import { POST as bookRoute } from "@/app/api/bookings/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Closing a period while other things happen to its days at the same moment (docs/rules.md,
// "Closures"): each request sees the other's result, nobody gets a 500, nobody is told twice,
// and no lesson is left on a closed day. "Now": Monday 14 December 2026, 10:00 in Seixal.

beforeAll(() => {
  process.env.ACE_FAKE_NOW = "2026-12-14T10:00:00Z";
});
afterAll(() => {
  delete process.env.ACE_FAKE_NOW;
});

const ROUNDS = 6;

async function club() {
  const trainer = await tokenFor(await createUser({ role: "trainer" }));
  const members = await Promise.all(
    ["Ana Silva", "Bea Costa", "Carla Dias"].map(async (name) => {
      const user = await createUser({ name });
      return { user, token: await tokenFor(user), animal: await createAnimal({ userId: user.id }) };
    }),
  );
  return { trainer, members };
}
const close = (token: string, start_date: string, end_date: string, reason: string) =>
  callRoute(closeRoute, { token, body: { start_date, end_date, reason } });
const closureMails = (to: string) => db.outboxEmail.count({ where: { to, subject: { startsWith: "ACE - Clube encerrado" } } });
async function clear() {
  await db.outboxEmail.deleteMany();
  await db.waitlistEntry.deleteMany();
  await db.booking.deleteMany();
  await db.availabilitySlot.deleteMany();
  await db.availabilityClosure.deleteMany();
}

describe("closure races (integration)", () => {
  it("two closures over one day at once: both made, each lesson cancelled once, each member told once, no deadlock", async () => {
    const { trainer, members } = await club();
    const [ana, bea, carla] = members;
    for (let round = 0; round < ROUNDS; round++) {
      const slots = await Promise.all(["09:00", "10:00", "11:00", "12:00"].map((time) => createSlot({ startsAt: clubInstant("2026-12-24", time) })));
      await db.booking.create({ data: { slotId: slots[0].id, userId: ana.user.id, animalId: ana.animal.id } });
      await db.booking.create({ data: { slotId: slots[1].id, userId: ana.user.id, animalId: ana.animal.id } });
      await db.booking.create({ data: { slotId: slots[2].id, userId: bea.user.id, animalId: bea.animal.id } });
      await db.waitlistEntry.create({ data: { slotId: slots[2].id, userId: carla.user.id, animalId: carla.animal.id } });

      const [week, eve] = await Promise.all([
        close(trainer, "2026-12-21", "2026-12-27", "Férias de Natal"),
        close(trainer, "2026-12-24", "2026-12-24", "Consoada"),
      ]);
      expect([week.status, eve.status]).toEqual([201, 201]);
      expect(week.json.cancelled_bookings + eve.json.cancelled_bookings).toBe(3);
      expect(week.json.removed_waitlist + eve.json.removed_waitlist).toBe(1);
      expect(week.json.blocked_slots + eve.json.blocked_slots).toBe(4);
      // The first closure did it all; the second found nothing left to do.
      expect([week.json.cancelled_bookings, eve.json.cancelled_bookings].sort()).toEqual([0, 3]);
      for (const who of members) expect(await closureMails(who.user.email)).toBe(1);
      expect(await db.availabilitySlot.count({ where: { isBlocked: false } })).toBe(0);
      expect(await db.availabilityClosure.count()).toBe(2);
      await clear();
    }
  });

  it("a member booking a slot while its day is closed: booked then cancelled and told, or refused; never left booked", async () => {
    const { trainer, members } = await club();
    const [ana] = members;
    for (let round = 0; round < ROUNDS * 2; round++) {
      const slot = await createSlot({ startsAt: clubInstant("2026-12-22", "18:00") });
      const [booking, closing] = await Promise.all([
        callRoute(bookRoute, { token: ana.token, body: { availability_slot_id: slot.id, animal_id: ana.animal.id } }),
        close(trainer, "2026-12-21", "2026-12-27", "Férias de Natal"),
      ]);
      expect(closing.status).toBe(201);
      if (booking.status === 201) {
        expect(closing.json.cancelled_bookings).toBe(1);
        expect(await closureMails(ana.user.email)).toBe(1);
      } else {
        expect([booking.status, booking.json.error]).toEqual([409, "O clube está encerrado nesse dia (Férias de Natal): não é possível marcar aulas."]);
        expect(closing.json.cancelled_bookings).toBe(0);
        expect(await closureMails(ana.user.email)).toBe(0);
      }
      expect(await db.booking.count()).toBe(0);
      expect((await db.availabilitySlot.findUniqueOrThrow({ where: { id: slot.id } })).isBlocked).toBe(true);
      await clear();
    }
  });

  it("the trainer publishing lessons on a day being closed: every lesson of the closed day ends up blocked", async () => {
    const { trainer } = await club();
    for (let round = 0; round < ROUNDS; round++) {
      const [created, closing] = await Promise.all([
        callRoute(createSlotsRoute, { token: trainer, body: { date: "2026-12-23", start_time: "09:00", end_time: "12:00" } }),
        close(trainer, "2026-12-23", "2026-12-23", "Obras no campo"),
      ]);
      expect([created.status, closing.status]).toEqual([201, 201]);
      expect(await db.availabilitySlot.count()).toBe(4);
      expect(await db.availabilitySlot.count({ where: { isBlocked: true, blockedByClosure: true } })).toBe(4);
      await clear();
    }
  });
});
