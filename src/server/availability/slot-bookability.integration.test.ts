import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as slotsOfDate } from "@/app/api/availability/date/[date]/route";
import { GET as slotsOfWeek } from "@/app/api/availability/week/[date]/route";
import { POST as book } from "@/app/api/bookings/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// The calendar tells each viewer whether they can book a slot, and a member why not, in the
// booking's own words (docs/rules.md, "Booking"): what the card shows is what booking answers.
// "Now" is Saturday 21 November 2026, 10:00 in Seixal (Lisbon is on UTC in November).

const NOW = "2026-11-21T10:00:00Z";
const LEAD_TIME = "As aulas têm de ser marcadas com pelo menos 24 horas de antecedência (exceto à segunda-feira).";
const STARTED = "Não é possível marcar uma aula que já começou.";
const BLOCKED = "As marcações estão temporariamente bloqueadas. Contacte o treinador para mais informações.";

type SlotSeen = { id: number; start_time: string; date: string; status: string; bookable: boolean; not_bookable_reason: string | null };

let ana: TestUser;
let anaToken: string;
let bolt: { id: number };
let trainerToken: string;

beforeEach(async () => {
  process.env.ACE_FAKE_NOW = NOW;
  ana = await createUser({ name: "Ana Silva", role: "student" });
  anaToken = await tokenFor(ana);
  bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
  trainerToken = await tokenFor(await createUser({ role: "trainer" }));
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

const slotOn = (date: string, time: string, extra: { isBlocked?: boolean } = {}) =>
  createSlot({ startsAt: clubInstant(date, time), ...extra });

async function seen(token: string, date: string, slotId: number): Promise<SlotSeen> {
  const response = await callRoute(slotsOfDate, { token, params: { date } });
  expect(response.status).toBe(200);
  return (response.json.slots as SlotSeen[]).find((slot) => slot.id === slotId)!;
}
const state = (slot: SlotSeen) => ({ bookable: slot.bookable, not_bookable_reason: slot.not_bookable_reason });
const bookAs = (token: string, slotId: number, animalId: number) =>
  callRoute(book, { token, body: { availability_slot_id: slotId, animal_id: animalId } });

describe("whether a slot can be booked, as the calendar says (integration)", () => {
  it("a free slot past the lead time is bookable by members and the trainer, never by a guest", async () => {
    const slot = await slotOn("2026-11-24", "18:00");
    const external = await createUser({ role: "external" });
    const guest = await createUser({ role: "guest" });
    expect(state(await seen(anaToken, "2026-11-24", slot.id))).toEqual({ bookable: true, not_bookable_reason: null });
    expect(state(await seen(await tokenFor(external), "2026-11-24", slot.id))).toEqual({ bookable: true, not_bookable_reason: null });
    expect(state(await seen(trainerToken, "2026-11-24", slot.id))).toEqual({ bookable: true, not_bookable_reason: null });
    expect(state(await seen(await tokenFor(guest), "2026-11-24", slot.id))).toEqual({ bookable: false, not_bookable_reason: null });
    expect((await bookAs(anaToken, slot.id, bolt.id)).status).toBe(201);
  });

  it("inside the lead time: the member is told, in the words the booking answers; the trainer may book it", async () => {
    const sunday = await slotOn("2026-11-22", "09:00"); // 23 hours ahead
    const slot = await seen(anaToken, "2026-11-22", sunday.id);
    expect([slot.status, slot.bookable, slot.not_bookable_reason]).toEqual(["available", false, LEAD_TIME]);
    const refused = await bookAs(anaToken, sunday.id, bolt.id);
    expect([refused.status, refused.json.error]).toEqual([400, slot.not_bookable_reason]);
    expect(state(await seen(trainerToken, "2026-11-22", sunday.id))).toEqual({ bookable: true, not_bookable_reason: null });
  });

  it("names the club's own lead time, and a Monday's lesson stays bookable until it starts", async () => {
    await db.setting.create({ data: { key: "min_booking_hours_ahead", value: "72" } });
    const tuesday = await slotOn("2026-11-24", "09:00"); // 71 hours ahead
    const monday = await slotOn("2026-11-23", "09:00"); // 23 hours ahead, but a Monday
    expect((await seen(anaToken, "2026-11-24", tuesday.id)).not_bookable_reason).toBe(
      "As aulas têm de ser marcadas com pelo menos 72 horas de antecedência (exceto à segunda-feira).",
    );
    expect(state(await seen(anaToken, "2026-11-23", monday.id))).toEqual({ bookable: true, not_bookable_reason: null });
  });

  it("a free slot that has started: nobody may book it from the calendar", async () => {
    const running = await slotOn("2026-11-21", "09:30");
    const slot = await seen(anaToken, "2026-11-21", running.id);
    expect([slot.status, slot.bookable, slot.not_bookable_reason]).toEqual(["unavailable", false, STARTED]);
    const refused = await bookAs(anaToken, running.id, bolt.id);
    expect([refused.status, refused.json.error]).toEqual([400, STARTED]);
    expect(state(await seen(trainerToken, "2026-11-21", running.id))).toEqual({ bookable: false, not_bookable_reason: null });
  });

  it("bookings blocked: every member's free slot says so at once; the trainer still books", async () => {
    const slot = await slotOn("2026-11-24", "18:00");
    expect((await seen(anaToken, "2026-11-24", slot.id)).bookable).toBe(true); // the slots and settings are now kept
    await db.setting.create({ data: { key: "bookings_blocked", value: "1" } });
    expect(state(await seen(anaToken, "2026-11-24", slot.id))).toEqual({ bookable: false, not_bookable_reason: BLOCKED });
    const refused = await bookAs(anaToken, slot.id, bolt.id);
    expect([refused.status, refused.json.error]).toEqual([403, BLOCKED]);
    expect(state(await seen(trainerToken, "2026-11-24", slot.id))).toEqual({ bookable: true, not_bookable_reason: null });
  });

  it("held for the waiting list: others are told until when; the member holding the offer may book it", async () => {
    const slot = await slotOn("2026-11-24", "18:00");
    const carla = await createUser({ role: "external", name: "Carla" });
    const luna = await createAnimal({ userId: carla.id, name: "Luna" });
    const until = clubInstant("2026-11-21", "22:00");
    await db.waitlistEntry.create({ data: { slotId: slot.id, userId: carla.id, animalId: luna.id, offeredAt: new Date(NOW), offeredUntil: until } });

    const held = await seen(anaToken, "2026-11-24", slot.id);
    expect(state(held)).toEqual({ bookable: false, not_bookable_reason: "Esta aula está reservada para a lista de espera até 21/11/2026 às 22:00." });
    const refused = await bookAs(anaToken, slot.id, bolt.id);
    expect([refused.status, refused.json.error]).toEqual([409, held.not_bookable_reason]);
    expect(state(await seen(await tokenFor(carla), "2026-11-24", slot.id))).toEqual({ bookable: true, not_bookable_reason: null });
    expect(state(await seen(trainerToken, "2026-11-24", slot.id))).toEqual({ bookable: true, not_bookable_reason: null });

    // The hold ends with its time: the same kept rows, read again later, say bookable.
    process.env.ACE_FAKE_NOW = "2026-11-21T22:00:00Z";
    expect(state(await seen(anaToken, "2026-11-24", slot.id))).toEqual({ bookable: true, not_bookable_reason: null });
  });

  it("a booked or blocked slot is not bookable, and gives no reason: it is not free", async () => {
    const booked = await slotOn("2026-11-24", "18:00");
    const blocked = await slotOn("2026-11-24", "19:00", { isBlocked: true });
    await db.booking.create({ data: { slotId: booked.id, animalId: bolt.id, userId: ana.id } });
    for (const token of [anaToken, trainerToken]) {
      expect(state(await seen(token, "2026-11-24", booked.id))).toEqual({ bookable: false, not_bookable_reason: null });
      expect(state(await seen(token, "2026-11-24", blocked.id))).toEqual({ bookable: false, not_bookable_reason: null });
    }
  });

  it("the clock moves on between reads of unchanged slots: the lead time and the start apply at answer time", async () => {
    const slot = await slotOn("2026-11-24", "18:00");
    expect((await seen(anaToken, "2026-11-24", slot.id)).bookable).toBe(true);
    process.env.ACE_FAKE_NOW = "2026-11-23T19:00:00Z"; // 23 hours before it
    expect(state(await seen(anaToken, "2026-11-24", slot.id))).toEqual({ bookable: false, not_bookable_reason: LEAD_TIME });
    process.env.ACE_FAKE_NOW = "2026-11-24T18:00:00Z";
    expect(state(await seen(anaToken, "2026-11-24", slot.id))).toEqual({ bookable: false, not_bookable_reason: STARTED });
  });

  it("the weekly view carries the same state, for each viewer", async () => {
    const sunday = await slotOn("2026-11-22", "09:00");
    const saturday = await slotOn("2026-11-21", "09:30"); // the same week (Monday 16 to Sunday 22), started
    const week = async (token: string) => {
      const response = await callRoute(slotsOfWeek, { token, params: { date: "2026-11-22" } });
      expect(response.status).toBe(200);
      const slots = (response.json.days as { slots: SlotSeen[] }[]).flatMap((day) => day.slots);
      return Object.fromEntries(slots.map((slot) => [slot.id, state(slot)]));
    };
    expect(await week(anaToken)).toEqual({
      [sunday.id]: { bookable: false, not_bookable_reason: LEAD_TIME },
      [saturday.id]: { bookable: false, not_bookable_reason: STARTED },
    });
    expect(await week(trainerToken)).toEqual({
      [sunday.id]: { bookable: true, not_bookable_reason: null },
      [saturday.id]: { bookable: false, not_bookable_reason: null },
    });
  });
});
