import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/bookings/route";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { GET as allBookings } from "@/app/api/bookings/all/route";
import { GET as myBookings } from "@/app/api/bookings/my/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// The booking rules in their order (docs/rules.md, "Booking"). "Now" is pinned per test with
// ACE_FAKE_NOW; the server's own TZ is varied to prove that only club time matters.

const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});
afterAll(() => {
  process.env.TZ = ORIGINAL_TZ;
});

let ana: TestUser;
let anaToken: string;
let bolt: { id: number };

beforeEach(async () => {
  ana = await createUser({ name: "Ana Silva", role: "student" });
  anaToken = await tokenFor(ana);
  bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
});

const at = (instant: string) => {
  process.env.ACE_FAKE_NOW = instant;
};
const bookAs = (token: string, body: Record<string, unknown>) => callRoute(book, { token, body });
const slotOn = (date: string, time: string, extra: { isBlocked?: boolean } = {}) =>
  createSlot({ startsAt: clubInstant(date, time), ...extra });

describe("booking a lesson (integration)", () => {
  it("books one's own animal for a slot two days ahead", async () => {
    at("2026-11-21T10:00:00Z");
    const slot = await slotOn("2026-11-24", "18:00");
    const response = await bookAs(anaToken, { availability_slot_id: slot.id, animal_id: bolt.id, user_id: ana.id });
    expect(response.status).toBe(201);
    expect(response.json.booking).toMatchObject({
      availability_slot_id: slot.id, animal_id: bolt.id, user_id: ana.id, user_name: "Ana Silva",
      animal_name: "Bolt", date: "2026-11-24", start_time: "18:00", end_time: "18:45",
    });
  });

  it("refuses guests first, with the rule's message", async () => {
    const guest = await tokenFor(await createUser({ role: "guest" }));
    const response = await bookAs(guest, { availability_slot_id: 999, animal_id: 999 });
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ error: "Convidados não podem marcar aulas" });
  });

  it("refuses members while bookings are blocked, but not the trainer", async () => {
    at("2026-11-21T10:00:00Z");
    await db.setting.create({ data: { key: "bookings_blocked", value: "1" } });
    const slot = await slotOn("2026-11-24", "18:00");
    const refused = await bookAs(anaToken, { availability_slot_id: slot.id, animal_id: bolt.id });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ error: "As marcações estão temporariamente bloqueadas. Contacte o treinador para mais informações." });
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    expect((await bookAs(trainer, { availability_slot_id: slot.id, animal_id: bolt.id })).status).toBe(201);
  });

  it("answers 404 for an unknown slot or animal", async () => {
    at("2026-11-21T10:00:00Z");
    const slot = await slotOn("2026-11-24", "18:00");
    const noSlot = await bookAs(anaToken, { availability_slot_id: 999999, animal_id: bolt.id });
    expect([noSlot.status, noSlot.json.error]).toEqual([404, "Aula não encontrada."]);
    const noAnimal = await bookAs(anaToken, { availability_slot_id: slot.id, animal_id: 999999 });
    expect([noAnimal.status, noAnimal.json.error]).toEqual([404, "Animal não encontrado."]);
  });

  it("answers 409 for a blocked or an already booked slot", async () => {
    at("2026-11-21T10:00:00Z");
    const blocked = await slotOn("2026-11-24", "17:00", { isBlocked: true });
    const response = await bookAs(anaToken, { availability_slot_id: blocked.id, animal_id: bolt.id });
    expect([response.status, response.json.error]).toEqual([409, "Esta aula está bloqueada pelo treinador."]);

    const slot = await slotOn("2026-11-24", "18:00");
    expect((await bookAs(anaToken, { availability_slot_id: slot.id, animal_id: bolt.id })).status).toBe(201);
    const again = await bookAs(anaToken, { availability_slot_id: slot.id, animal_id: bolt.id });
    expect([again.status, again.json.error]).toEqual([409, "Esta aula já está marcada."]);
  });

  it("lets a member book only their own animal, for themselves", async () => {
    at("2026-11-21T10:00:00Z");
    const bruno = await createUser({ role: "student" });
    const max = await createAnimal({ userId: bruno.id, name: "Max" });
    const slot = await slotOn("2026-11-24", "18:00");
    const otherAnimal = await bookAs(anaToken, { availability_slot_id: slot.id, animal_id: max.id });
    expect([otherAnimal.status, otherAnimal.json.error]).toEqual([400, "Só pode marcar aulas com os seus próprios animais."]);
    const forSomeoneElse = await bookAs(anaToken, { availability_slot_id: slot.id, animal_id: bolt.id, user_id: bruno.id });
    expect([forSomeoneElse.status, forSomeoneElse.json.error]).toEqual([400, "Só pode marcar aulas para si próprio."]);
    expect(await db.booking.count()).toBe(0);
  });

  it("refuses a slot that has started, and one inside the minimum lead time", async () => {
    at("2026-11-21T10:00:00Z"); // Saturday
    const started = await slotOn("2026-11-21", "09:30");
    const tomorrow = await slotOn("2026-11-22", "09:00"); // Sunday, 23 h ahead
    const response = await bookAs(anaToken, { availability_slot_id: started.id, animal_id: bolt.id });
    expect([response.status, response.json.error]).toEqual([400, "Não é possível marcar uma aula que já começou."]);
    const tooSoon = await bookAs(anaToken, { availability_slot_id: tomorrow.id, animal_id: bolt.id });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.json.error).toBe("As aulas têm de ser marcadas com pelo menos 24 horas de antecedência (exceto à segunda-feira).");
  });

  it("uses the configured lead time and names it", async () => {
    at("2026-11-21T10:00:00Z");
    await db.setting.create({ data: { key: "min_booking_hours_ahead", value: "48" } });
    const slot = await slotOn("2026-11-23", "09:00"); // Monday: the exception applies
    const sunday = await slotOn("2026-11-22", "18:00");
    expect((await bookAs(anaToken, { availability_slot_id: sunday.id, animal_id: bolt.id })).json.error)
      .toBe("As aulas têm de ser marcadas com pelo menos 48 horas de antecedência (exceto à segunda-feira).");
    expect((await bookAs(anaToken, { availability_slot_id: slot.id, animal_id: bolt.id })).status).toBe(201);
  });

  it("lets members book a Monday lesson at short notice", async () => {
    at("2026-11-23T08:00:00Z"); // Monday 08:00 in Lisbon
    const slot = await slotOn("2026-11-23", "09:00");
    expect((await bookAs(anaToken, { availability_slot_id: slot.id, animal_id: bolt.id })).status).toBe(201);
  });

  it("lets the trainer book any active member's animal, past slots included", async () => {
    at("2026-11-21T10:00:00Z");
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const past = await slotOn("2026-11-20", "18:00");
    const response = await bookAs(trainer, { availability_slot_id: past.id, animal_id: bolt.id, user_id: ana.id });
    expect(response.status).toBe(201);
    expect(response.json.booking.user_id).toBe(ana.id);
    const other = await slotOn("2026-11-20", "19:00");
    const mismatch = await bookAs(trainer, { availability_slot_id: other.id, animal_id: bolt.id, user_id: 424242 });
    expect([mismatch.status, mismatch.json.error]).toEqual([400, "O animal escolhido não pertence a este aluno."]);
    const inactive = await createUser({ isActive: false });
    const nina = await createAnimal({ userId: inactive.id });
    expect((await bookAs(trainer, { availability_slot_id: other.id, animal_id: nina.id })).status).toBe(404);
  });

  it.each([
    [{}, "Selecione uma aula."],
    [{ availability_slot_id: 1 }, "Selecione um animal."],
    [{ availability_slot_id: "x", animal_id: 1 }, "Selecione uma aula."],
    [{ availability_slot_id: 1, animal_id: -3 }, "Selecione um animal."],
  ])("answers 400 in Portuguese for %j", async (body, message) => {
    const response = await bookAs(anaToken, body);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: message });
  });
});

describe.each(["UTC", "America/Sao_Paulo", "Asia/Tokyo"])("lead time on a server in %s (integration)", (zone) => {
  beforeEach(() => {
    process.env.TZ = zone;
  });

  it("counts 24 hours in real time across the October daylight-saving change", async () => {
    // Saturday 24 October 2026 at 18:00 Lisbon (UTC+1). Clocks go back on Sunday 25 October.
    at("2026-10-24T17:00:00Z");
    // Sunday 17:30 (UTC+0) is 23.5 h later on the wall clock but 24.5 h in real time: allowed.
    const justEnough = await slotOn("2026-10-25", "17:30");
    // Sunday 16:30 is 23.5 h later in real time: refused.
    const tooSoon = await slotOn("2026-10-25", "16:30");
    expect((await bookAs(anaToken, { availability_slot_id: justEnough.id, animal_id: bolt.id })).status).toBe(201);
    expect((await bookAs(anaToken, { availability_slot_id: tooSoon.id, animal_id: bolt.id })).status).toBe(400);
  });

  it("takes Monday from the club's calendar, not the server's", async () => {
    // Sunday 23:30 in Lisbon; a Monday 00:30 lesson is an hour away and allowed.
    at("2026-06-28T22:30:00Z");
    const mondayNight = await createSlot({ startsAt: new Date("2026-06-28T23:30:00Z") });
    expect((await bookAs(anaToken, { availability_slot_id: mondayNight.id, animal_id: bolt.id })).status).toBe(201);
  });
});

describe("one booking per slot under concurrency (integration)", () => {
  it("lets exactly one of many simultaneous attempts win; the rest get 409, never a 500", async () => {
    at("2026-11-21T10:00:00Z");
    const slot = await slotOn("2026-11-24", "18:00");
    const members = await Promise.all(Array.from({ length: 12 }, () => createUser({ role: "student" })));
    const attempts = await Promise.all(
      members.map(async (member) => {
        const animal = await createAnimal({ userId: member.id });
        return bookAs(await tokenFor(member), { availability_slot_id: slot.id, animal_id: animal.id });
      }),
    );
    const statuses = attempts.map((attempt) => attempt.status).sort();
    expect(statuses).toEqual([201, ...Array(11).fill(409)]);
    expect(await db.booking.count()).toBe(1);
  });
});

describe("cancelling and listing (integration)", () => {
  async function booking(startsAt: Date, owner = ana, animalId = bolt.id) {
    const slot = await createSlot({ startsAt });
    return db.booking.create({ data: { slotId: slot.id, animalId, userId: owner.id } });
  }
  const cancelAs = (token: string, id: number) => callRoute(cancel, { method: "DELETE", token, params: { id: String(id) } });

  it("lets the owner cancel before the lesson starts, not after", async () => {
    at("2026-11-21T10:00:00Z");
    const future = await booking(clubInstant("2026-11-24", "18:00"));
    const running = await booking(clubInstant("2026-11-21", "09:30"));
    expect((await cancelAs(anaToken, future.id)).json).toEqual({ message: "Aula cancelada com sucesso!" });
    const refused = await cancelAs(anaToken, running.id);
    expect([refused.status, refused.json.error]).toEqual([400, "Não é possível cancelar uma aula que já começou."]);
  });

  it("nobody cancels a lesson that has started, the trainer included: it stays", async () => {
    at("2026-11-21T10:00:00Z");
    const running = await booking(clubInstant("2026-11-21", "09:30"));
    const over = await booking(clubInstant("2026-11-20", "18:00"));
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    for (const lesson of [running, over]) {
      const refused = await cancelAs(trainer, lesson.id);
      expect([refused.status, refused.json.error]).toEqual([400, "Não é possível cancelar uma aula que já começou."]);
    }
    expect(await db.booking.count()).toBe(2);
  });

  it("keeps other members away from a booking, and lets the trainer cancel any", async () => {
    at("2026-11-21T10:00:00Z");
    const lesson = await booking(clubInstant("2026-11-24", "18:00"));
    const bruno = await tokenFor(await createUser({ role: "external" }));
    expect((await cancelAs(bruno, lesson.id)).status).toBe(404);
    const guest = await tokenFor(await createUser({ role: "guest" }));
    expect((await cancelAs(guest, lesson.id)).status).toBe(403);
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    expect((await cancelAs(trainer, lesson.id)).status).toBe(200);
    expect(await db.booking.count()).toBe(0);
  });

  it("lists one's own upcoming lessons, running ones included; the trainer lists everyone's", async () => {
    at("2026-11-21T10:00:00Z");
    const bruno = await createUser({ role: "student", name: "Bruno" });
    const max = await createAnimal({ userId: bruno.id, name: "Max" });
    await booking(clubInstant("2026-11-20", "18:00")); // over
    await booking(clubInstant("2026-11-21", "09:30")); // running
    await booking(clubInstant("2026-11-24", "18:00"));
    await booking(clubInstant("2026-11-23", "18:00"), bruno, max.id);

    const mine = await callRoute(myBookings, { token: anaToken, path: "/api/bookings/my?upcoming=1" });
    expect(mine.json.bookings.map((b: { date: string; start_time: string }) => `${b.date} ${b.start_time}`)).toEqual([
      "2026-11-21 09:30", "2026-11-24 18:00",
    ]);
    const everything = await callRoute(myBookings, { token: anaToken, path: "/api/bookings/my" });
    expect(everything.json.bookings).toHaveLength(3);

    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const all = await callRoute(allBookings, { token: trainer, path: "/api/bookings/all?upcoming=1" });
    expect(all.json.bookings.map((b: { user_name: string }) => b.user_name)).toEqual(["Ana Silva", "Bruno", "Ana Silva"]);
    expect((await callRoute(allBookings, { token: anaToken })).status).toBe(403);
    const guest = await tokenFor(await createUser({ role: "guest" }));
    expect((await callRoute(myBookings, { token: guest })).status).toBe(403);
  });
});
