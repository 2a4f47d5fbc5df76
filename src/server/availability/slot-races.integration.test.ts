import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as approveStudent } from "@/app/api/auth/approve-student/route";
import { DELETE as deleteDate, GET as slotsOfDate } from "@/app/api/availability/date/[date]/route";
import { PUT as blockSlot } from "@/app/api/availability/slot/[id]/route";
import { POST as book } from "@/app/api/bookings/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Two people acting on the same thing at the same moment: each request sees the other's result,
// nobody gets a 500, and the rules hold afterwards.

beforeAll(() => {
  process.env.ACE_FAKE_NOW = "2026-11-21T10:00:00Z";
});
afterAll(() => {
  delete process.env.ACE_FAKE_NOW;
});

async function club() {
  const trainer = await tokenFor(await createUser({ role: "trainer" }));
  const ana = await createUser({ role: "student" });
  const bolt = await createAnimal({ userId: ana.id });
  return { trainer, anaToken: await tokenFor(ana), bolt };
}

describe("slot races (integration)", () => {
  it("a member booking while the trainer clears the date: one or the other, never a 500", async () => {
    const { trainer, anaToken, bolt } = await club();
    for (let round = 0; round < 8; round++) {
      const slot = await createSlot({ startsAt: clubInstant("2026-11-25", "10:00") });
      const [booking, clearing] = await Promise.all([
        callRoute(book, { token: anaToken, body: { availability_slot_id: slot.id, animal_id: bolt.id } }),
        callRoute(deleteDate, { method: "DELETE", token: trainer, params: { date: "2026-11-25" } }),
      ]);
      expect(clearing.status).toBe(200);
      if (booking.status === 201) {
        expect(clearing.json).toMatchObject({ deleted_slots: 0, preserved_slots: 1 });
      } else {
        expect([booking.status, booking.json.error]).toEqual([404, "Aula não encontrada."]);
        expect(clearing.json).toMatchObject({ deleted_slots: 1 });
      }
      await db.booking.deleteMany();
      await db.availabilitySlot.deleteMany();
    }
  });

  it("a member booking while the trainer blocks the slot: never booked and blocked at once", async () => {
    const { trainer, anaToken, bolt } = await club();
    for (let round = 0; round < 8; round++) {
      const slot = await createSlot({ startsAt: clubInstant("2026-11-25", "10:00") });
      const [booking, blocking] = await Promise.all([
        callRoute(book, { token: anaToken, body: { availability_slot_id: slot.id, animal_id: bolt.id } }),
        callRoute(blockSlot, { method: "PUT", token: trainer, params: { id: String(slot.id) }, body: { is_blocked: true } }),
      ]);
      expect([booking.status, blocking.status].sort()).toEqual(booking.status === 201 ? [201, 409] : [200, 409]);
      const stored = await db.availabilitySlot.findUniqueOrThrow({ where: { id: slot.id }, select: { isBlocked: true, bookings: true } });
      expect(stored.isBlocked && stored.bookings.length > 0).toBe(false);
      await db.booking.deleteMany();
      await db.availabilitySlot.deleteMany();
    }
  });

  it("two decisions on one sign-up: one wins, the other finds nothing pending, one mail at most", async () => {
    const { trainer } = await club();
    const pending = await createUser({ approved: false });
    const [approve, reject] = await Promise.all([
      callRoute(approveStudent, { token: trainer, body: { student_id: pending.id, approved: true, student_category: "student" } }),
      callRoute(approveStudent, { token: trainer, body: { student_id: pending.id, approved: false } }),
    ]);
    expect([approve.status, reject.status].sort()).toEqual([200, 404]);
    expect(await db.outboxEmail.count()).toBe(approve.status === 200 ? 1 : 0);
  });
});

describe("booking observations (integration)", () => {
  it("are shown to the booking's owner and the trainer, not to other students", async () => {
    const { trainer, anaToken, bolt } = await club();
    const slot = await createSlot({ startsAt: clubInstant("2026-11-25", "10:00") });
    await callRoute(book, { token: anaToken, body: { availability_slot_id: slot.id, animal_id: bolt.id, observations: "Joelho magoado" } });
    const bruno = await tokenFor(await createUser({ role: "student" }));
    const observationsSeenBy = async (token: string) =>
      (await callRoute(slotsOfDate, { token, params: { date: "2026-11-25" } })).json.slots[0].booking.observations;
    expect(await observationsSeenBy(anaToken)).toBe("Joelho magoado");
    expect(await observationsSeenBy(trainer)).toBe("Joelho magoado");
    expect(await observationsSeenBy(bruno)).toBeNull();
  });
});
