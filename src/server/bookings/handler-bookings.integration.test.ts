import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as slotsOfDate } from "@/app/api/availability/date/[date]/route";
import { POST as book } from "@/app/api/bookings/route";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { PUT as markAttendance } from "@/app/api/bookings/[id]/attendance/route";
import { POST as joinWaitlist } from "@/app/api/bookings/waitlist/route";
import { GET as feed } from "@/app/calendar.ics/route";
import { clubInstant } from "@/lib/club-time";
import { feedToken } from "@/server/calendar-feed/feed-token";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// A handler books and cancels with the animal they handle as with their own (docs/rules.md,
// "Households"): the lesson, its notices and its line in the month's bill are theirs (all read
// bookings.user_id), and the owner is told. "Now" is Saturday 21 November 2026, 10:00.

afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

let ana: TestUser;
let rui: TestUser;
let ruiToken: string;
let bolt: { id: number };

beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-21T10:00:00Z";
  ana = await createUser({ name: "Ana Silva", email: "ana@teste.pt", role: "external" });
  rui = await createUser({ name: "Rui Costa", email: "rui@teste.pt", role: "student" });
  ruiToken = await tokenFor(rui);
  bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
  await db.animalHandler.create({ data: { animalId: bolt.id, userId: rui.id } });
});

const slotAt = (time: string, date = "2026-11-24") => createSlot({ startsAt: clubInstant(date, time) });
const bookAs = (token: string, body: Record<string, unknown>) => callRoute(book, { token, body });
const mailsTo = (email: string) => db.outboxEmail.findMany({ where: { to: email }, select: { subject: true, text: true }, orderBy: { id: "asc" } });

describe("a handler's lessons (integration)", () => {
  it("books with the animal: the lesson is the handler's, the handler confirmed, the owner told", async () => {
    const slot = await slotAt("18:00");
    const booked = await bookAs(ruiToken, { availability_slot_id: slot.id, animal_id: bolt.id });
    expect(booked.status).toBe(201);
    expect(booked.json.booking).toMatchObject({ user_id: rui.id, user_name: "Rui Costa", animal_id: bolt.id, animal_name: "Bolt" });
    expect(await db.booking.findFirstOrThrow({ select: { userId: true, animalId: true } })).toEqual({ userId: rui.id, animalId: bolt.id });

    expect((await mailsTo("rui@teste.pt")).map((mail) => mail.subject)).toEqual(["ACE - Aula marcada: 24/11/2026 às 18:00"]);
    const [owner] = await mailsTo("ana@teste.pt");
    expect(owner.subject).toBe("ACE - Aula marcada com Bolt: 24/11/2026 às 18:00");
    expect(owner.text).toContain("Rui Costa, que conduz Bolt, marcou esta aula:");
  });

  it("cancels it (200), and the owner is told; the owner cannot cancel the handler's lesson", async () => {
    const slot = await slotAt("18:00");
    const { json } = await bookAs(ruiToken, { availability_slot_id: slot.id, animal_id: bolt.id });
    const id = String(json.booking.id);
    expect((await callRoute(cancel, { method: "DELETE", token: await tokenFor(ana), params: { id } })).status).toBe(404);

    const cancelled = await callRoute(cancel, { method: "DELETE", token: ruiToken, params: { id } });
    expect([cancelled.status, cancelled.json]).toEqual([200, { message: "Aula cancelada com sucesso!" }]);
    expect(await db.booking.count()).toBe(0);
    expect((await mailsTo("ana@teste.pt")).map((mail) => mail.subject)).toEqual([
      "ACE - Aula marcada com Bolt: 24/11/2026 às 18:00",
      "ACE - Aula cancelada com Bolt: 24/11/2026 às 18:00",
    ]);
  });

  it("still refuses another member with the animal, and the handler once removed", async () => {
    const carla = await createUser({ role: "student" });
    const slot = await slotAt("18:00");
    const other = await bookAs(await tokenFor(carla), { availability_slot_id: slot.id, animal_id: bolt.id });
    expect([other.status, other.json.error]).toEqual([400, "Só pode marcar aulas com os seus próprios animais."]);
    const waiting = await callRoute(joinWaitlist, { token: await tokenFor(carla), body: { availability_slot_id: slot.id, animal_id: bolt.id } });
    expect([waiting.status, waiting.json.error]).toEqual([400, "Só pode marcar aulas com os seus próprios animais."]);

    await db.animalHandler.deleteMany();
    const removed = await bookAs(ruiToken, { availability_slot_id: slot.id, animal_id: bolt.id });
    expect([removed.status, removed.json.error]).toEqual([400, "Só pode marcar aulas com os seus próprios animais."]);
    expect(await db.booking.count()).toBe(0);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("the trainer books for the handler with the animal, not for a member who neither owns nor handles it", async () => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const carla = await createUser({ role: "student" });
    const [first, second] = [await slotAt("18:00"), await slotAt("19:00")];
    const forRui = await bookAs(trainer, { availability_slot_id: first.id, animal_id: bolt.id, user_id: rui.id });
    expect([forRui.status, forRui.json.booking.user_id]).toEqual([201, rui.id]);
    const forCarla = await bookAs(trainer, { availability_slot_id: second.id, animal_id: bolt.id, user_id: carla.id });
    expect([forCarla.status, forCarla.json.error]).toEqual([400, "O animal escolhido não pertence a este aluno."]);
    // The handler is told, as of any lesson the trainer books; the owner only of what a handler does.
    expect((await mailsTo("rui@teste.pt")).map((mail) => mail.subject)).toEqual(["ACE - Aula marcada: 24/11/2026 às 18:00"]);
    expect(await mailsTo("ana@teste.pt")).toEqual([]);
  });

  it("joins a waiting list with the animal", async () => {
    const slot = await slotAt("18:00");
    const kira = await createAnimal({ userId: (await createUser()).id, name: "Kira" });
    await db.booking.create({ data: { slotId: slot.id, animalId: kira.id, userId: kira.userId } });
    const joined = await callRoute(joinWaitlist, { token: ruiToken, body: { availability_slot_id: slot.id, animal_id: bolt.id } });
    expect(joined.status).toBe(201);
    expect(await db.waitlistEntry.findFirstOrThrow({ select: { userId: true, animalId: true } })).toEqual({ userId: rui.id, animalId: bolt.id });
  });

  it("the trainer's note on the handler's lesson goes to the handler, whose lesson it was", async () => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const slot = await slotAt("18:00");
    const { json } = await bookAs(ruiToken, { availability_slot_id: slot.id, animal_id: bolt.id });
    process.env.ACE_FAKE_NOW = "2026-11-24T18:50:00Z";
    const marked = await callRoute(markAttendance, { method: "PUT", token: trainer, params: { id: String(json.booking.id) }, body: { attendance: "present", note: "Bons saltos." } });
    expect(marked.status).toBe(200);
    expect((await mailsTo("rui@teste.pt")).map((mail) => mail.subject)).toContain("ACE - Nota do treinador: aula de 24/11/2026 às 18:00");
    expect((await mailsTo("ana@teste.pt")).map((mail) => mail.subject)).not.toContain("ACE - Nota do treinador: aula de 24/11/2026 às 18:00");
  });

  it("sees the lesson as theirs in the calendar and their feed; the external owner sees it as another's", async () => {
    const slot = await slotAt("18:00");
    await bookAs(ruiToken, { availability_slot_id: slot.id, animal_id: bolt.id });
    const handlerDay = await callRoute(slotsOfDate, { token: ruiToken, params: { date: "2026-11-24" } });
    expect(handlerDay.json.slots[0].booking).toMatchObject({ user_name: "Rui Costa", animal_name: "Bolt", is_own: true });
    const ownerDay = await callRoute(slotsOfDate, { token: await tokenFor(ana), params: { date: "2026-11-24" } });
    expect(ownerDay.json.slots[0].booking).toEqual({ private: true, label: "Aula Privada" });

    const handlerFeed = await callRoute(feed, { path: `/calendar.ics?aluno=${rui.id}&token=${feedToken(rui.id, 0)}` });
    expect(handlerFeed.text).toContain("Aula de agility - Bolt");
    const ownerFeed = await callRoute(feed, { path: `/calendar.ics?aluno=${ana.id}&token=${feedToken(ana.id, 0)}` });
    expect(ownerFeed.text).not.toContain("Aula de agility - Bolt");
  });
});
