import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as slotsOfDate } from "@/app/api/availability/date/[date]/route";
import { DELETE as deleteSlot } from "@/app/api/availability/slot/[id]/route";
import { POST as join } from "@/app/api/bookings/waitlist/route";
import { DELETE as leave } from "@/app/api/bookings/waitlist/[id]/route";
import { GET as myEntries } from "@/app/api/bookings/waitlist/my/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Joining, leaving and listing waiting lists (docs/rules.md, "Waiting list"). "Now": Saturday 21 November 2026,
// 10:00 in Seixal; the lesson is on Tuesday 24 at 18:00, booked by Bea.

const NOW = "2026-11-21T10:00:00Z";
type Member = { user: TestUser; token: string; animal: { id: number } };

async function member(name: string, role: "student" | "external" = "student", animalName = `Cão de ${name}`): Promise<Member> {
  const user = await createUser({ name, role });
  return { user, token: await tokenFor(user), animal: await createAnimal({ userId: user.id, name: animalName }) };
}

let bea: Member;
let slotId: number;
beforeEach(async () => {
  process.env.ACE_FAKE_NOW = NOW;
  bea = await member("Bea Costa");
  const slot = await createSlot({ startsAt: clubInstant("2026-11-24", "18:00") });
  slotId = slot.id;
  await db.booking.create({ data: { slotId, animalId: bea.animal.id, userId: bea.user.id } });
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

const joinAs = (who: { token: string }, body: Record<string, unknown>) => callRoute(join, { token: who.token, body });
const joinSlot = (who: Member, id = slotId) => joinAs(who, { availability_slot_id: id, animal_id: who.animal.id });
const mine = async (who: { token: string }) => (await callRoute(myEntries, { token: who.token })).json.entries;
const day = async (token: string) =>
  (await callRoute(slotsOfDate, { token, params: { date: "2026-11-24" } })).json.slots[0];

describe("waiting list: joining, leaving, listing (integration)", () => {
  it("gives each member their place in line, lists it with the lesson and the animal, and lets them leave", async () => {
    const ana = await member("Ana Silva", "student", "Bolt");
    const eva = await member("Eva Externa", "external");
    const first = await joinSlot(ana);
    expect(first.status).toBe(201);
    expect(first.json.entry).toEqual({ id: expect.any(Number), position: 1 });
    expect((await joinSlot(eva)).json.entry.position).toBe(2);

    expect(await mine(ana)).toEqual([{
      id: first.json.entry.id, availability_slot_id: slotId, date: "2026-11-24", start_time: "18:00", end_time: "18:45",
      position: 1, animal_id: ana.animal.id, animal_name: "Bolt", dependant_name: null, offered_until: null,
    }]);
    const left = await callRoute(leave, { method: "DELETE", token: ana.token, params: { id: String(first.json.entry.id) } });
    expect(left.status).toBe(200);
    expect(await mine(ana)).toEqual([]);
    expect((await mine(eva))[0].position).toBe(1);
  });

  it("lets a member leave only their own entries (someone else's is not found)", async () => {
    const ana = await member("Ana Silva");
    const rui = await member("Rui Lopes");
    const entry = (await joinSlot(ana)).json.entry;
    const other = await callRoute(leave, { method: "DELETE", token: rui.token, params: { id: String(entry.id) } });
    expect([other.status, other.json.error]).toEqual([404, "Não está nesta lista de espera."]);
    expect(await mine(ana)).toHaveLength(1);
  });

  it("refuses guests and the trainer, free, started and blocked slots, one's own lesson, a second entry and another's animal", async () => {
    const ana = await member("Ana Silva");
    const rui = await member("Rui Lopes");
    for (const role of ["guest", "trainer"] as const) {
      const token = await tokenFor(await createUser({ role }));
      expect((await joinAs({ token }, { availability_slot_id: slotId, animal_id: ana.animal.id })).status).toBe(403);
    }
    const free = await createSlot({ startsAt: clubInstant("2026-11-25", "18:00") });
    const refusals = [
      [await joinSlot(ana, free.id), 409, "Esta aula não está marcada: pode marcá-la diretamente."],
      [await joinSlot(bea), 409, "Esta aula já está marcada por si."],
      [await joinAs(ana, { availability_slot_id: slotId, animal_id: rui.animal.id }), 400, "Só pode marcar aulas com os seus próprios animais."],
      [await joinAs(ana, { availability_slot_id: slotId, animal_id: "x" }), 400, "Selecione um animal."],
    ] as const;
    for (const [response, status, error] of refusals) expect([response.status, response.json.error]).toEqual([status, error]);
    expect((await joinSlot(ana)).status).toBe(201);
    const twice = await joinSlot(ana);
    expect([twice.status, twice.json.error]).toEqual([409, "Já está na lista de espera desta aula."]);

    process.env.ACE_FAKE_NOW = "2026-11-24T18:00:00Z"; // the lesson has started
    const started = await joinSlot(rui);
    expect([started.status, started.json.error]).toEqual([400, "Esta aula já começou: já não é possível entrar na lista de espera."]);
    expect(await db.waitlistEntry.count()).toBe(1);
  });

  it("is off when the hold is 0 hours: joining answers 400 in Portuguese", async () => {
    await db.setting.create({ data: { key: "waitlist_hold_hours", value: "0" } });
    const ana = await member("Ana Silva");
    const response = await joinSlot(ana);
    expect([response.status, response.json.error]).toEqual([400, "A lista de espera está desativada."]);
    expect(await db.waitlistEntry.count()).toBe(0);
  });

  it("shows the list's length on booked slots to members and the names to the trainer only; guests see nothing", async () => {
    const ana = await member("Ana Silva", "student", "Bolt");
    const eva = await member("Eva Externa", "external", "Nina");
    await joinSlot(ana);
    await joinSlot(eva);
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    expect(await day(trainer)).toMatchObject({
      waitlist_count: 2,
      waitlist: [{ user_name: "Ana Silva", animal_name: "Bolt" }, { user_name: "Eva Externa", animal_name: "Nina" }],
    });
    const seenByEva = await day(eva.token);
    expect(seenByEva).toMatchObject({ waitlist_count: 2, my_waitlist_entry: { position: 2 } });
    expect(JSON.stringify(seenByEva)).not.toContain("Ana Silva");
    expect(seenByEva).not.toHaveProperty("waitlist");
    expect(await day(bea.token)).toMatchObject({ waitlist_count: 2, my_waitlist_entry: null });
    const guest = await day(await tokenFor(await createUser({ role: "guest" })));
    expect(guest).not.toHaveProperty("waitlist_count");
  });

  it("goes with its slot when the trainer deletes it", async () => {
    const ana = await member("Ana Silva");
    await joinSlot(ana);
    await db.booking.deleteMany();
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const deleted = await callRoute(deleteSlot, { method: "DELETE", token: trainer, params: { id: String(slotId) } });
    expect(deleted.status).toBe(200);
    expect(await db.waitlistEntry.count()).toBe(0);
  });
});
