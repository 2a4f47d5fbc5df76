import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/bookings/route";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { GET as myBookings } from "@/app/api/bookings/my/route";
import { POST as join } from "@/app/api/bookings/waitlist/route";
import { POST as confirm } from "@/app/api/bookings/waitlist/[id]/confirm/route";
import { DELETE as leave } from "@/app/api/bookings/waitlist/[id]/route";
import { GET as myEntries } from "@/app/api/bookings/waitlist/my/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { runWaitlistHoldsIfDue } from "@/server/jobs/waitlist-holds";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { mailServerOfThisFile } from "../../../test/mail-server";

// Offers from a waiting list (docs/rules.md, "Waiting list"). "Now": Saturday 21 November 2026, 10:00 in Seixal;
// the lesson is on Tuesday 24 at 18:00, booked by Bea; the hold is the default 12 hours.

const NOW = "2026-11-21T10:00:00Z";
type Member = { user: TestUser; token: string; animal: { id: number } };
const smtp = mailServerOfThisFile();

async function member(name: string): Promise<Member> {
  const user = await createUser({ name });
  return { user, token: await tokenFor(user), animal: await createAnimal({ userId: user.id, name: `Cão de ${name}` }) };
}

let bea: Member;
let slotId: number;
let bookingId: number;
beforeEach(async () => {
  process.env.ACE_FAKE_NOW = NOW;
  bea = await member("Bea Costa");
  await lesson("2026-11-24", "18:00");
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

async function lesson(date: string, time: string) {
  slotId = (await createSlot({ startsAt: clubInstant(date, time) })).id;
  bookingId = (await db.booking.create({ data: { slotId, animalId: bea.animal.id, userId: bea.user.id } })).id;
}
const at = (instant: string) => {
  process.env.ACE_FAKE_NOW = instant;
};
async function inLine(...names: string[]) {
  const members: (Member & { entryId: number })[] = [];
  for (const name of names) {
    const who = await member(name);
    const response = await callRoute(join, { token: who.token, body: { availability_slot_id: slotId, animal_id: who.animal.id } });
    members.push({ ...who, entryId: response.json.entry.id });
  }
  return members;
}
const cancelLesson = () => callRoute(cancel, { method: "DELETE", token: bea.token, params: { id: String(bookingId) } });
const confirmAs = (who: Member & { entryId: number }) =>
  callRoute(confirm, { method: "POST", token: who.token, params: { id: String(who.entryId) } });
const offeredUntil = async (who: { token: string }) => (await callRoute(myEntries, { token: who.token })).json.entries[0]?.offered_until;
const offerMails = () => db.outboxEmail.findMany({ where: { subject: { startsWith: "ACE - Vaga disponível" } }, orderBy: { id: "asc" } });

describe("waiting-list offers (integration)", () => {
  it("offers a cancelled lesson to the first in line only, by mail (received over SMTP) and in their list", async () => {
    const [ana, rui] = await inLine("Ana Silva", "Rui Lopes");
    expect((await cancelLesson()).status).toBe(200);
    expect(await offeredUntil(ana)).toBe("2026-11-21T22:00:00.000Z"); // 12 hours
    expect(await offeredUntil(rui)).toBeNull();
    expect((await offerMails()).map((mail) => mail.to)).toEqual([ana.user.email]);

    await deliverDueEmails();
    const mail = await smtp.waitForMessage((message) => message.to === ana.user.email);
    expect(mail.subject).toBe("ACE - Vaga disponível: 24/11/2026 às 18:00");
    expect(mail.text).toContain("Hora: 18:00 - 18:45");
    expect(mail.text).toContain("Animal: Cão de Ana Silva");
    expect(mail.text).toContain("Confirme até: 21/11/2026 às 22:00");
    expect(mail.text).toContain("http://localhost:3000/");
  });

  it("passes over a member deactivated since joining: the offer goes to the next in line", async () => {
    const [ana, rui] = await inLine("Ana Silva", "Rui Lopes");
    await db.user.update({ where: { id: ana.user.id }, data: { isActive: false } });
    expect((await cancelLesson()).status).toBe(200);
    expect(await offeredUntil(rui)).toBe("2026-11-21T22:00:00.000Z");
    expect((await offerMails()).map((mail) => mail.to)).toEqual([rui.user.email]);
  });

  it("holds the slot: another member cannot book it meanwhile; confirming books it and ends the entry", async () => {
    const [ana, rui] = await inLine("Ana Silva", "Rui Lopes");
    await cancelLesson();
    const direct = await callRoute(book, { token: rui.token, body: { availability_slot_id: slotId, animal_id: rui.animal.id } });
    expect([direct.status, direct.json.error]).toEqual([409, "Esta aula está reservada para a lista de espera até 21/11/2026 às 22:00."]);
    expect((await confirmAs(rui)).status).toBe(409); // not offered to Rui
    const confirmed = await confirmAs(ana);
    expect(confirmed.status).toBe(201);
    expect(confirmed.json.booking).toMatchObject({ availability_slot_id: slotId, user_name: "Ana Silva", start_time: "18:00" });
    const upcoming = (await callRoute(myBookings, { token: ana.token, path: "/api/bookings/my?upcoming=1" })).json;
    expect(JSON.stringify(upcoming)).toContain(`"availability_slot_id":${slotId}`);
    expect((await callRoute(myEntries, { token: ana.token })).json.entries).toEqual([]);
    expect((await callRoute(myEntries, { token: rui.token })).json.entries[0]).toMatchObject({ position: 1, offered_until: null });
  });

  it("passes a lapsed hold to the next in line when the job runs with the clock moved on", async () => {
    const [ana, rui] = await inLine("Ana Silva", "Rui Lopes");
    await cancelLesson();
    at("2026-11-21T21:59:00Z");
    expect(await runWaitlistHoldsIfDue()).toBeNull();
    at("2026-11-21T22:00:00Z");
    expect(await runWaitlistHoldsIfDue()).toEqual({ offered: 1 });
    expect(await offeredUntil(ana)).toBeUndefined(); // the lapsed entry left the list
    expect(await offeredUntil(rui)).toBe("2026-11-22T10:00:00.000Z");
    expect((await confirmAs(ana)).status).toBe(404);
    expect((await offerMails()).map((mail) => mail.to)).toEqual([ana.user.email, rui.user.email]);
  });

  it("offers a lesson that starts before a hold would end to everyone at once: the first to confirm gets it", async () => {
    await db.booking.deleteMany();
    await lesson("2026-11-21", "20:00"); // in 9 hours, less than the 12-hour hold
    const [ana, rui, eva] = await inLine("Ana Silva", "Rui Lopes", "Eva Lima");
    await cancelLesson();
    for (const who of [ana, rui, eva]) expect(await offeredUntil(who)).toBe("2026-11-21T20:00:00.000Z");
    expect(await offerMails()).toHaveLength(3);
    expect((await confirmAs(rui)).status).toBe(201); // lead time excepted
    const late = await confirmAs(ana);
    expect([late.status, late.json.error]).toEqual([409, "Esta aula já está marcada."]);
    expect(await offeredUntil(eva)).toBeNull(); // the offers ended with the booking
  });

  it("of many simultaneous confirmations exactly one wins; the rest get 409, never a 500", async () => {
    await db.booking.deleteMany();
    await lesson("2026-11-21", "20:00");
    const line = await inLine(...Array.from({ length: 10 }, (_, index) => `Membro ${index}`));
    await cancelLesson();
    const answers = await Promise.all(line.map(confirmAs));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(await db.booking.count({ where: { slotId } })).toBe(1);
  });

  it("passes the offer on at once when the member holding it leaves the list", async () => {
    const [ana, rui] = await inLine("Ana Silva", "Rui Lopes");
    await cancelLesson();
    const left = await callRoute(leave, { method: "DELETE", token: ana.token, params: { id: String(ana.entryId) } });
    expect(left.status).toBe(200);
    expect(await offeredUntil(rui)).toBe("2026-11-21T22:00:00.000Z");
  });

  it("ends the offers when the trainer books the freed slot", async () => {
    const [ana] = await inLine("Ana Silva");
    await cancelLesson();
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    expect((await callRoute(book, { token: trainer, body: { availability_slot_id: slotId, animal_id: bea.animal.id } })).status).toBe(201);
    expect(await offeredUntil(ana)).toBeNull();
    expect((await confirmAs(ana)).status).toBe(409);
  });

  it("passes a lapsed hold on once, with two workers running the job at once", async () => {
    const [, rui] = await inLine("Ana Silva", "Rui Lopes", "Eva Lima");
    await cancelLesson();
    at("2026-11-21T22:30:00Z");
    const results = await Promise.all([runWaitlistHoldsIfDue(), runWaitlistHoldsIfDue()]);
    expect(results.filter(Boolean)).toEqual([{ offered: 1 }]);
    expect((await offerMails()).filter((mail) => mail.to === rui.user.email)).toHaveLength(1);
    expect(await db.waitlistEntry.count({ where: { offeredAt: { not: null } } })).toBe(1);
  });
});
