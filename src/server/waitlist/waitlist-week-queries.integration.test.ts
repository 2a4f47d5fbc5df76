import { afterEach, describe, expect, it } from "vitest";
import { GET as slotsOfWeek } from "@/app/api/availability/week/[date]/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { countStatements } from "../../../test/count-statements";
import { createAnimal, createSlot, createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// The week view carries the booked slots' waiting lists in its slots' statement, however many
// slots are booked and however long their lists.

const statements = countStatements();
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

async function bookedWithWaiting(date: string, time: string, waiting: number) {
  const owner = await createUser();
  const slot = await createSlot({ startsAt: clubInstant(date, time) });
  await db.booking.create({ data: { slotId: slot.id, userId: owner.id, animalId: (await createAnimal({ userId: owner.id })).id } });
  for (let index = 0; index < waiting; index++) {
    const member = await createUser();
    const animal = await createAnimal({ userId: member.id });
    await db.waitlistEntry.create({ data: { slotId: slot.id, userId: member.id, animalId: animal.id } });
  }
}

describe("waiting lists in the week view (integration)", () => {
  it("costs no query of their own, whatever the number of lists and entries", async () => {
    process.env.ACE_FAKE_NOW = "2026-11-21T10:00:00Z";
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const week = () => callRoute(slotsOfWeek, { token: trainer, params: { date: "2026-11-24" } });
    await week(); // the process now keeps the weather (see weather-memo.ts)
    await bookedWithWaiting("2026-11-24", "10:00", 1);
    statements.reset();
    await week();
    const few = statements.count;
    await bookedWithWaiting("2026-11-25", "10:00", 3);
    await bookedWithWaiting("2026-11-26", "10:00", 4);
    statements.reset();
    const many = (await week()).json.days.flatMap((day: { slots: { waitlist_count: number }[] }) => day.slots);
    expect(statements.count).toBe(few);
    // The session and the slots (waiting lists included), read again as the lessons' version
    // moved; the booking settings (their own version did not move) and the weather are kept.
    expect(statements.count).toBe(2);
    expect(many.map((slot: { waitlist_count: number }) => slot.waitlist_count)).toEqual([1, 3, 4]);
    // Nothing changed since: the process keeps the week's slots and the settings, and the session's statement says so.
    statements.reset();
    await week();
    expect(statements.count).toBe(1);
  });
});
