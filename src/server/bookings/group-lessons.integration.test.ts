import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as publish } from "@/app/api/availability/route";
import { PUT as updateSlot } from "@/app/api/availability/slot/[id]/route";
import { GET as slotsOfDate } from "@/app/api/availability/date/[date]/route";
import { PUT as putTemplate } from "@/app/api/availability/template/route";
import { POST as applyTemplate } from "@/app/api/availability/template/apply/route";
import { POST as closePeriod } from "@/app/api/availability/closures/route";
import { POST as book } from "@/app/api/bookings/route";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { PUT as markAll } from "@/app/api/bookings/attendance/route";
import { POST as joinWaitlist } from "@/app/api/bookings/waitlist/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Group lessons (docs/rules.md, "Group lessons"): a slot's places, one booking per animal, at
// most `capacity` bookings (of simultaneous attempts on the last place exactly one wins), who sees
// whom, the waiting list for full lessons, closures and attendance per participant.

const DAY = "2026-11-28"; // a Saturday, days after "now"
let trainer: string;

beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-23T10:00:00Z";
  trainer = await tokenFor(await createUser({ role: "trainer", name: "Treinador" }));
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

async function member(name: string, role: "student" | "external" = "student") {
  const user = await createUser({ name, role });
  const animal = await createAnimal({ userId: user.id, name: `Cão de ${name}` });
  return { user, animal, token: await tokenFor(user) };
}

async function groupSlot(capacity: number, time = "10:00") {
  const slot = await createSlot({ startsAt: clubInstant(DAY, time) });
  return db.availabilitySlot.update({ where: { id: slot.id }, data: { capacity } });
}

const bookAs = (token: string, slotId: number, animalId: number) => callRoute(book, { token, body: { availability_slot_id: slotId, animal_id: animalId } });
const dayAs = async (token: string | undefined) => (await callRoute(slotsOfDate, { token, params: { date: DAY } })).json.slots;
const places = (slotId: number) => db.booking.count({ where: { slotId } });

describe("group lessons (integration)", () => {
  it("publishes lessons with places, changes them (never below the places booked) and refuses 0 or 13", async () => {
    const created = await callRoute(publish, { token: trainer, body: { date: DAY, start_time: "09:00", end_time: "09:45", capacity: 4 } });
    expect(created.status).toBe(201);
    const [slot] = await db.availabilitySlot.findMany();
    expect(slot.capacity).toBe(4);
    // Without places: a private lesson.
    await callRoute(publish, { token: trainer, body: { date: DAY, start_time: "11:00", end_time: "11:45" } });
    expect((await db.availabilitySlot.findMany({ orderBy: { startsAt: "asc" } })).map((row) => row.capacity)).toEqual([4, 1]);

    for (const capacity of [0, 13, 2.5, "3"]) {
      const refused = await callRoute(publish, { token: trainer, body: { date: DAY, start_time: "15:00", end_time: "15:45", capacity } });
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({ error: "Os lugares têm de ser um número de 1 a 12." });
      const put = await callRoute(updateSlot, { method: "PUT", token: trainer, params: { id: String(slot.id) }, body: { capacity } });
      expect(put.status).toBe(400);
    }
    expect(await db.availabilitySlot.count()).toBe(2);

    const ana = await member("Ana");
    const rui = await member("Rui");
    expect((await bookAs(ana.token, slot.id, ana.animal.id)).status).toBe(201);
    expect((await bookAs(rui.token, slot.id, rui.animal.id)).status).toBe(201);
    const below = await callRoute(updateSlot, { method: "PUT", token: trainer, params: { id: String(slot.id) }, body: { capacity: 1 } });
    expect(below.status).toBe(409);
    expect(below.json).toEqual({ error: "Esta aula já tem 2 lugares marcados: os lugares não podem ser menos." });
    expect((await db.availabilitySlot.findUniqueOrThrow({ where: { id: slot.id } })).capacity).toBe(4);
    const fewer = await callRoute(updateSlot, { method: "PUT", token: trainer, params: { id: String(slot.id) }, body: { capacity: 2 } });
    expect(fewer.status).toBe(200);
    expect((await db.availabilitySlot.findUniqueOrThrow({ where: { id: slot.id } })).capacity).toBe(2);
    // Members may not change places.
    expect((await callRoute(updateSlot, { method: "PUT", token: ana.token, params: { id: String(slot.id) }, body: { capacity: 6 } })).status).toBe(403);
  });

  it("the weekly template's entries carry their places to the slots it creates", async () => {
    const saved = await callRoute(putTemplate, { method: "PUT", token: trainer, body: { entries: [{ weekday: 6, start_time: "10:00", end_time: "10:45", capacity: 4 }] } });
    expect(saved.status).toBe(200);
    // Left out, the entry's trainer is the club's (docs/rules.md, "Each lesson's trainer").
    expect(saved.json.entries).toEqual([{ weekday: 6, start_time: "10:00", end_time: "10:45", capacity: 4, trainer_id: expect.any(Number) }]);
    const refused = await callRoute(putTemplate, { method: "PUT", token: trainer, body: { entries: [{ weekday: 6, start_time: "10:00", end_time: "10:45", capacity: 13 }] } });
    expect(refused.status).toBe(400);
    expect((await callRoute(applyTemplate, { token: trainer, body: { start_date: DAY, end_date: DAY } })).status).toBe(200);
    expect((await db.availabilitySlot.findMany()).map((slot) => slot.capacity)).toEqual([4]);
  });

  it("of 8 members at once on the last place exactly one gets it, the others 409", async () => {
    const slot = await groupSlot(4);
    const first = await Promise.all(["Ana", "Rui", "Eva"].map((name) => member(name)));
    for (const { token, animal } of first) expect((await bookAs(token, slot.id, animal.id)).status).toBe(201);
    const rush = await Promise.all(Array.from({ length: 8 }, (_, index) => member(`Corrida ${index}`)));
    const answers = await Promise.all(rush.map(({ token, animal }) => bookAs(token, slot.id, animal.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409)) expect(answer.json).toEqual({ error: "Esta aula de grupo está completa." });
    expect(await places(slot.id)).toBe(4);
  });

  it("one place per animal: the same animal again is a 409, a member's second animal books its own place", async () => {
    const slot = await groupSlot(3);
    const ana = await member("Ana");
    const luna = await createAnimal({ userId: ana.user.id, name: "Luna" });
    expect((await bookAs(ana.token, slot.id, ana.animal.id)).status).toBe(201);
    const again = await bookAs(ana.token, slot.id, ana.animal.id);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: "Este animal já tem lugar nesta aula." });
    expect((await bookAs(ana.token, slot.id, luna.id)).status).toBe(201);
    expect(await places(slot.id)).toBe(2);
    const [seen] = await dayAs(ana.token);
    // A place is left, but not for Ana: both her dogs have one.
    expect(seen).toMatchObject({ capacity: 3, booked: 2, places_left: 1, status: "available", bookable: false });
  });

  it("offers a place only while one of the member's animals has none: their own, those they handle, with their young handler", async () => {
    const slot = await groupSlot(4);
    const ana = await member("Ana");
    const rui = await member("Rui");
    const eva = await member("Eva");
    const seenBy = async (token: string) => {
      const [seen] = await dayAs(token);
      return { status: seen.status, bookable: seen.bookable, not_bookable_reason: seen.not_bookable_reason };
    };
    const open = { status: "available", bookable: true, not_bookable_reason: null };
    const placed = (reason: string) => ({ status: "available", bookable: false, not_bookable_reason: reason });
    expect(await seenBy(ana.token)).toEqual(open);

    // Ana's only dog has its place, booked with her young handler: nothing more for her to book, and the booking agrees.
    const rita = await db.dependant.create({ data: { guardianId: ana.user.id, name: "Rita", birthDate: new Date("2014-04-01T00:00:00Z") } });
    const withRita = await callRoute(book, { token: ana.token, body: { availability_slot_id: slot.id, animal_id: ana.animal.id, dependant_id: rita.id } });
    expect(withRita.status).toBe(201);
    expect(await seenBy(ana.token)).toEqual(placed("O seu animal já tem lugar nesta aula."));
    expect((await bookAs(ana.token, slot.id, ana.animal.id)).status).toBe(409);
    // The others still may take one, the trainer still books.
    expect(await seenBy(eva.token)).toEqual(open);
    expect(await seenBy(trainer)).toEqual(open);

    // A second dog: a place again, until it has one too. An archived dog books nothing and counts for nothing.
    const luna = await createAnimal({ userId: ana.user.id, name: "Luna" });
    await db.animal.update({ where: { id: (await createAnimal({ userId: ana.user.id, name: "Velho" })).id }, data: { archivedAt: new Date() } });
    expect(await seenBy(ana.token)).toEqual(open);
    expect((await bookAs(ana.token, slot.id, luna.id)).status).toBe(201);
    expect(await seenBy(ana.token)).toEqual(placed("Todos os seus animais já têm lugar nesta aula."));

    // Rui handles Luna, which has its place: his own dog is still to place; once it has one, nothing is left for him.
    await db.animalHandler.create({ data: { animalId: luna.id, userId: rui.user.id } });
    expect(await seenBy(rui.token)).toEqual(open);
    expect((await bookAs(rui.token, slot.id, rui.animal.id)).status).toBe(201);
    expect(await seenBy(rui.token)).toEqual(placed("Todos os seus animais já têm lugar nesta aula."));
    expect((await bookAs(rui.token, slot.id, luna.id)).status).toBe(409);

    // A place freed: Luna may take one again, by Ana or by Rui.
    await db.booking.deleteMany({ where: { slotId: slot.id, animalId: luna.id } });
    expect(await seenBy(ana.token)).toEqual(open);
    expect(await seenBy(rui.token)).toEqual(open);
    expect(await places(slot.id)).toBe(2);
  });

  it("shows each viewer what their role may see of the participants", async () => {
    const slot = await groupSlot(4);
    const ana = await member("Ana");
    const ext = await member("Xavier", "external");
    await bookAs(ana.token, slot.id, ana.animal.id);
    await bookAs(ext.token, slot.id, ext.animal.id);
    const student = await member("Sofia");
    const guest = await tokenFor(await createUser({ role: "guest" }));
    const counts = { capacity: 4, booked: 2, places_left: 2 };

    const [asTrainer] = await dayAs(trainer);
    expect(asTrainer).toMatchObject(counts);
    expect(asTrainer.bookings.map((one: { user_name: string; animal_name: string }) => [one.user_name, one.animal_name])).toEqual([
      ["Ana", "Cão de Ana"],
      ["Xavier", "Cão de Xavier"],
    ]);
    const [asStudent] = await dayAs(student.token);
    expect(asStudent).toMatchObject(counts);
    expect(asStudent.bookings.map((one: { user_name: string; animal_name: string }) => [one.user_name, one.animal_name])).toEqual([
      ["Ana", "Cão de Ana"],
      ["Xavier", "Cão de Xavier"],
    ]);
    expect(asStudent.bookings.every((one: { observations: null; attendance: null }) => one.observations === null && one.attendance === null)).toBe(true);

    const [asExternal] = await dayAs(ext.token);
    expect(asExternal).toMatchObject(counts);
    expect(asExternal.bookings[0]).toEqual({ private: true, label: "Aula Privada" });
    expect(asExternal.bookings[1]).toMatchObject({ is_own: true, user_name: "Xavier" });
    expect(asExternal.booking).toMatchObject({ is_own: true });
    expect(JSON.stringify(asExternal)).not.toContain("Ana");

    const [asGuest] = await dayAs(guest);
    expect(asGuest).toMatchObject({ ...counts, booking: null, bookings: [] });
    expect(JSON.stringify(asGuest)).not.toContain("Ana");
  });

  it("the waiting list is for full lessons; a freed place is offered to the first in line", async () => {
    const slot = await groupSlot(2);
    const [ana, rui, eva] = await Promise.all(["Ana", "Rui", "Eva"].map((name) => member(name)));
    await bookAs(ana.token, slot.id, ana.animal.id);
    const early = await callRoute(joinWaitlist, { token: eva.token, body: { availability_slot_id: slot.id, animal_id: eva.animal.id } });
    expect(early.status).toBe(409);
    expect(early.json).toEqual({ error: "Esta aula não está marcada: pode marcá-la diretamente." });
    expect(await db.waitlistEntry.count()).toBe(0);

    const ruiBooking = (await bookAs(rui.token, slot.id, rui.animal.id)).json.booking;
    expect((await callRoute(joinWaitlist, { token: eva.token, body: { availability_slot_id: slot.id, animal_id: eva.animal.id } })).status).toBe(201);
    const [full] = await dayAs(eva.token);
    expect(full).toMatchObject({ status: "booked", places_left: 0, waitlist_count: 1, my_waitlist_entry: { position: 1 } });

    expect((await callRoute(cancel, { method: "DELETE", token: rui.token, params: { id: String(ruiBooking.id) } })).status).toBe(200);
    const entry = await db.waitlistEntry.findFirstOrThrow({ where: { userId: eva.user.id } });
    expect(entry.offeredUntil).not.toBeNull();
    // Held for Eva: Ana's second animal waits.
    const luna = await createAnimal({ userId: ana.user.id, name: "Luna" });
    expect((await bookAs(ana.token, slot.id, luna.id)).status).toBe(409);
    expect((await bookAs(eva.token, slot.id, eva.animal.id)).status).toBe(201);
    expect(await places(slot.id)).toBe(2);
  });

  it("closing the day cancels every place and tells each member once; 'Todos presentes' marks every participant", async () => {
    const slot = await groupSlot(4);
    const later = await groupSlot(4, "11:00");
    const [ana, rui] = await Promise.all(["Ana", "Rui"].map((name) => member(name)));
    const luna = await createAnimal({ userId: ana.user.id, name: "Luna" });
    const ids: number[] = [];
    for (const [token, animalId] of [[ana.token, ana.animal.id], [ana.token, luna.id], [rui.token, rui.animal.id]] as const) {
      ids.push((await bookAs(token, slot.id, animalId)).json.booking.id);
    }
    await bookAs(rui.token, later.id, rui.animal.id);

    // The lesson has started: the trainer marks all its participants at once.
    process.env.ACE_FAKE_NOW = clubInstant(DAY, "10:10").toISOString();
    const marked = await callRoute(markAll, { method: "PUT", token: trainer, body: { booking_ids: ids, attendance: "present" } });
    expect(marked.status).toBe(200);
    expect((await db.booking.findMany({ where: { slotId: slot.id } })).map((booking) => booking.attendance)).toEqual(["present", "present", "present"]);

    process.env.ACE_FAKE_NOW = "2026-11-23T10:00:00Z";
    await db.booking.deleteMany({ where: { slotId: slot.id } });
    for (const [token, animalId] of [[ana.token, ana.animal.id], [ana.token, luna.id]] as const) await bookAs(token, slot.id, animalId);
    await db.outboxEmail.deleteMany();
    const closed = await callRoute(closePeriod, { token: trainer, body: { start_date: DAY, end_date: DAY, reason: "Obras no campo" } });
    expect(closed.status).toBe(201);
    expect(await db.booking.count()).toBe(0);
    const mails = await db.outboxEmail.findMany({ where: { to: { in: [ana.user.email, rui.user.email] } } });
    expect(mails.map((mail) => mail.to).sort()).toEqual([ana.user.email, rui.user.email].sort());
  });
});
