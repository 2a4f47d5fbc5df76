import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as slotsOfDate } from "@/app/api/availability/date/[date]/route";
import { POST as book } from "@/app/api/bookings/route";
import { GET as myBookings } from "@/app/api/bookings/my/route";
import { PUT as markAttendance } from "@/app/api/bookings/[id]/attendance/route";
import { POST as joinWaitlist } from "@/app/api/bookings/waitlist/route";
import { GET as myEntries } from "@/app/api/bookings/waitlist/my/route";
import { GET as myData } from "@/app/api/auth/my-data/route";
import { POST as confirmOffer } from "@/app/api/bookings/waitlist/[id]/confirm/route";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { DELETE as removeDependant } from "@/app/api/household/dependants/[id]/route";
import { POST as closePeriod } from "@/app/api/availability/closures/route";
import { sendLessonReminders } from "@/server/jobs/send-lesson-reminders";
import { GET as statistics } from "@/app/api/bookings/statistics/route";
import { GET as feed } from "@/app/calendar.ics/route";
import { clubInstant } from "@/lib/club-time";
import { feedToken } from "@/server/calendar-feed/feed-token";
import { db } from "@/server/db";
import { listTodaysLessons } from "@/server/bookings/list-todays-lessons";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// A young handler (docs/rules.md, "Households"): the guardian books for their own dependant with
// any animal they may book (may-book-with.ts); the lesson is the guardian's (user_id: notices,
// the month's bill), the dependant handles it and is named 'Rita (resp. Ana Silva)' to whoever
// sees names; the waiting list holds an entry for her, whose offer books the lesson for her.
// "Now" is Saturday 21 November 2026, 10:00.

afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

let ana: TestUser;
let anaToken: string;
let bolt: { id: number };
let rita: { id: number };

beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-21T10:00:00Z";
  ana = await createUser({ name: "Ana Silva", email: "ana@teste.pt", role: "student" });
  anaToken = await tokenFor(ana);
  bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
  rita = await db.dependant.create({ data: { guardianId: ana.id, name: "Rita", birthDate: new Date("2014-05-02T00:00:00Z") } });
});

const slotAt = (time: string, date = "2026-11-24") => createSlot({ startsAt: clubInstant(date, time) });
const bookAs = (token: string, body: Record<string, unknown>) => callRoute(book, { token, body });
const mailsTo = (email: string) => db.outboxEmail.findMany({ where: { to: email }, select: { subject: true }, orderBy: { id: "asc" } });

describe("a dependant's lessons (integration)", () => {
  it("the guardian books for her dependant (201): the lesson is hers, it names the dependant, she is told", async () => {
    const slot = await slotAt("18:00");
    const booked = await bookAs(anaToken, { availability_slot_id: slot.id, animal_id: bolt.id, dependant_id: rita.id });
    expect(booked.status).toBe(201);
    expect(booked.json.booking).toMatchObject({ user_id: ana.id, user_name: "Ana Silva", animal_name: "Bolt", dependant: { id: rita.id, name: "Rita" } });
    expect(await db.booking.findFirstOrThrow({ select: { userId: true, dependantId: true } })).toEqual({ userId: ana.id, dependantId: rita.id });
    expect((await mailsTo("ana@teste.pt")).map((mail) => mail.subject)).toEqual(["ACE - Aula marcada: 24/11/2026 às 18:00"]);
    expect((await db.outboxEmail.findFirstOrThrow({ select: { text: true } })).text).toContain("Animal: Bolt\nCondutor: Rita");
    // Her own lessons name the dependant too (the list's JSON, built by PostgreSQL).
    const mine = await callRoute(myBookings, { token: anaToken, path: "/api/bookings/my?upcoming=1" });
    expect(mine.json.bookings[0]).toEqual(booked.json.booking);
    const anaFeed = await callRoute(feed, { path: `/calendar.ics?aluno=${ana.id}&token=${feedToken(ana.id, 0)}` });
    expect(anaFeed.text).toContain("Aula de agility - Bolt (Rita)");
  });

  it("refuses another member's dependant, and a dependant once removed: 400, nothing booked, nobody told", async () => {
    const rui = await createUser({ role: "student", email: "rui@teste.pt" });
    const tiago = await db.dependant.create({ data: { guardianId: rui.id, name: "Tiago", birthDate: new Date("2015-01-01T00:00:00Z") } });
    const slot = await slotAt("18:00");
    const other = await bookAs(anaToken, { availability_slot_id: slot.id, animal_id: bolt.id, dependant_id: tiago.id });
    expect([other.status, other.json.error]).toEqual([400, "Só pode marcar aulas para os dependentes do seu agregado."]);
    await db.dependant.delete({ where: { id: rita.id } });
    const gone = await bookAs(anaToken, { availability_slot_id: slot.id, animal_id: bolt.id, dependant_id: rita.id });
    expect([gone.status, gone.json.error]).toEqual([400, "Só pode marcar aulas para os dependentes do seu agregado."]);
    expect(await db.booking.count()).toBe(0);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("the dependant books with any animal the guardian may book: one she handles, not another member's", async () => {
    const rui = await createUser({ name: "Rui Costa", email: "rui@teste.pt", role: "student" });
    const kira = await createAnimal({ userId: rui.id, name: "Kira" });
    const slot = await slotAt("18:00");
    const refused = await bookAs(anaToken, { availability_slot_id: slot.id, animal_id: kira.id, dependant_id: rita.id });
    expect([refused.status, refused.json.error]).toEqual([400, "Só pode marcar aulas com os seus próprios animais."]);
    await db.animalHandler.create({ data: { animalId: kira.id, userId: ana.id } });
    const booked = await bookAs(anaToken, { availability_slot_id: slot.id, animal_id: kira.id, dependant_id: rita.id });
    expect([booked.status, booked.json.booking.dependant]).toEqual([201, { id: rita.id, name: "Rita" }]);
    // The owner is told, as of any lesson a handler books with the animal.
    expect((await mailsTo("rui@teste.pt")).map((mail) => mail.subject)).toEqual(["ACE - Aula marcada com Kira: 24/11/2026 às 18:00"]);
  });

  it("the trainer reads 'Rita (resp. Ana Silva)': the day's calendar, today's lessons, statistics; attendance is marked as any", async () => {
    const trainerToken = await tokenFor(await createUser({ role: "trainer" }));
    // Today's lesson, inside the lead time: the trainer books it for Ana's dependant.
    const slot = await slotAt("18:00", "2026-11-21");
    const { json } = await bookAs(trainerToken, { availability_slot_id: slot.id, animal_id: bolt.id, user_id: ana.id, dependant_id: rita.id });
    expect(json.booking).toMatchObject({ user_id: ana.id, dependant: { id: rita.id, name: "Rita" } });

    const day = await callRoute(slotsOfDate, { token: trainerToken, params: { date: "2026-11-21" } });
    expect(day.json.slots[0].booking).toMatchObject({ user_name: "Ana Silva", dependant: { id: rita.id, name: "Rita" }, animal_name: "Bolt" });
    expect((await listTodaysLessons()).lessons.map((lesson) => lesson.member_name)).toEqual(["Rita (resp. Ana Silva)"]);

    process.env.ACE_FAKE_NOW = "2026-11-21T18:50:00Z";
    const marked = await callRoute(markAttendance, { method: "PUT", token: trainerToken, params: { id: String(json.booking.id) }, body: { attendance: "present", note: "Boa condução." } });
    expect(marked.status).toBe(200);
    expect((await mailsTo("ana@teste.pt")).map((mail) => mail.subject)).toContain("ACE - Nota do treinador: aula de 21/11/2026 às 18:00");

    // Ana's own lesson and Rita's: two participants, each named.
    const own = await slotAt("09:00", "2026-11-20");
    await db.booking.create({ data: { slotId: own.id, animalId: bolt.id, userId: ana.id } });
    const stats = await callRoute(statistics, { token: trainerToken, path: "/api/bookings/statistics?start_date=2026-11-01&end_date=2026-11-30" });
    expect(stats.json.detailed_statistics.general).toMatchObject({ total_bookings: 2, unique_students: 2 });
    expect(stats.json.bookings_by_student.map((row: { student_name: string }) => row.student_name).sort()).toEqual(["Ana Silva", "Rita (resp. Ana Silva)"]);
  });

  it("calendar privacy holds: a student sees who handles it, an external 'Aula Privada' and no name, the guardian her own", async () => {
    const slot = await slotAt("18:00");
    await bookAs(anaToken, { availability_slot_id: slot.id, animal_id: bolt.id, dependant_id: rita.id });
    const student = await callRoute(slotsOfDate, { token: await tokenFor(await createUser({ role: "student" })), params: { date: "2026-11-24" } });
    expect(student.json.slots[0].booking).toMatchObject({ user_name: "Ana Silva", dependant: { name: "Rita" }, is_own: false, observations: null });
    const external = await callRoute(slotsOfDate, { token: await tokenFor(await createUser({ role: "external" })), params: { date: "2026-11-24" } });
    expect(external.json.slots[0].booking).toEqual({ private: true, label: "Aula Privada" });
    expect(JSON.stringify(external.json)).not.toContain("Rita");
    const own = await callRoute(slotsOfDate, { token: anaToken, params: { date: "2026-11-24" } });
    expect(own.json.slots[0].booking).toMatchObject({ is_own: true, dependant: { name: "Rita" } });
  });

  it("the waiting list for a dependant: the freed lesson is offered to the guardian naming her, and its confirmation books it for her", async () => {
    const slot = await slotAt("18:00");
    const rui = await createUser({ name: "Rui Costa", email: "rui@teste.pt", role: "student" });
    const kira = await createAnimal({ userId: rui.id, name: "Kira" });
    const taken = await db.booking.create({ data: { slotId: slot.id, animalId: kira.id, userId: rui.id } });
    const joined = await callRoute(joinWaitlist, { token: anaToken, body: { availability_slot_id: slot.id, animal_id: bolt.id, dependant_id: rita.id } });
    expect([joined.status, joined.json.entry.position]).toEqual([201, 1]);
    expect(await db.waitlistEntry.findFirstOrThrow({ select: { userId: true, dependantId: true } })).toEqual({ userId: ana.id, dependantId: rita.id });
    expect((await callRoute(myEntries, { token: anaToken })).json.entries[0]).toMatchObject({ animal_name: "Bolt", dependant_name: "Rita" });
    const exported = await callRoute(myData, { token: anaToken });
    expect(exported.json.waitlist[0]).toMatchObject({ animal_name: "Bolt", dependant: { id: rita.id, name: "Rita" } });
    const trainerToken = await tokenFor(await createUser({ role: "trainer" }));
    const day = await callRoute(slotsOfDate, { token: trainerToken, params: { date: "2026-11-24" } });
    expect(day.json.slots[0].waitlist).toEqual([{ user_name: "Rita (resp. Ana Silva)", animal_name: "Bolt" }]);
    // While she waits, Rita cannot be removed: the entry would vanish, or become Ana's.
    const remove = await callRoute(removeDependant, { method: "DELETE", token: anaToken, params: { id: String(rita.id) } });
    expect([remove.status, remove.json.error]).toEqual([409, "Não é possível remover este dependente: está na lista de espera de uma aula. Saia da lista primeiro."]);

    expect((await callRoute(cancel, { method: "DELETE", token: await tokenFor(rui), params: { id: String(taken.id) } })).status).toBe(200);
    const offer = await db.outboxEmail.findFirstOrThrow({ where: { to: "ana@teste.pt" }, select: { subject: true, text: true } });
    expect(offer.subject).toBe("ACE - Vaga disponível: 24/11/2026 às 18:00");
    expect(offer.text).toContain("Animal: Bolt\nCondutor: Rita\nConfirme até: 21/11/2026 às 22:00");

    const confirmed = await callRoute(confirmOffer, { method: "POST", token: anaToken, params: { id: String(joined.json.entry.id) } });
    expect(confirmed.status).toBe(201);
    expect(confirmed.json.booking).toMatchObject({ user_id: ana.id, animal_name: "Bolt", dependant: { id: rita.id, name: "Rita" } });
    expect(await db.booking.findFirstOrThrow({ where: { slotId: slot.id }, select: { userId: true, dependantId: true } })).toEqual({ userId: ana.id, dependantId: rita.id });
    expect(await db.waitlistEntry.count()).toBe(0);
    const told = await db.outboxEmail.findMany({ where: { to: "ana@teste.pt" }, select: { subject: true, text: true }, orderBy: { id: "asc" } });
    expect(told.map((mail) => mail.subject)).toEqual(["ACE - Vaga disponível: 24/11/2026 às 18:00", "ACE - Aula marcada: 24/11/2026 às 18:00"]);
    expect(told[1].text).toContain("Animal: Bolt\nCondutor: Rita");
  });

  it("the guardian's reminder, the trainer's cancellation and a closed day's notice say who handles: 'Condutor: Rita'", async () => {
    const trainerToken = await tokenFor(await createUser({ role: "trainer" }));
    const bookFor = async (date: string, time: string) => {
      const slot = await slotAt(time, date);
      // The trainer books them (no lead time), for Ana's dependant.
      const { json } = await bookAs(trainerToken, { availability_slot_id: slot.id, animal_id: bolt.id, user_id: ana.id, dependant_id: rita.id });
      return json.booking.id as number;
    };
    const textOf = async (subject: string) => (await db.outboxEmail.findFirstOrThrow({ where: { to: "ana@teste.pt", subject }, select: { text: true } })).text;

    await bookFor("2026-11-22", "09:30"); // in 23.5 hours: due for the default 24-hour reminder
    expect(await sendLessonReminders()).toEqual({ sent: 1 });
    expect(await textOf("ACE - Lembrete: aula de domingo, 22 de novembro às 09:30")).toContain("Animal: Bolt\nCondutor: Rita");

    const cancelled = await bookFor("2026-11-24", "18:00");
    const response = await callRoute(cancel, { method: "DELETE", token: trainerToken, params: { id: String(cancelled) }, body: { reason: "Chuva" } });
    expect(response.status).toBe(200);
    expect(await textOf("ACE - Aula cancelada: 24/11/2026 às 18:00")).toContain("Animal: Bolt\nCondutor: Rita\nMotivo: Chuva");

    // A closed day cancels her lesson and takes her off a list: each named with who would handle it.
    await bookFor("2026-11-26", "18:00");
    const full = await slotAt("10:00", "2026-11-26");
    const kira = await createAnimal({ userId: (await createUser()).id, name: "Kira" });
    await db.booking.create({ data: { slotId: full.id, animalId: kira.id, userId: kira.userId } });
    expect((await callRoute(joinWaitlist, { token: anaToken, body: { availability_slot_id: full.id, animal_id: bolt.id, dependant_id: rita.id } })).status).toBe(201);
    const closed = await callRoute(closePeriod, { token: trainerToken, body: { start_date: "2026-11-26", end_date: "2026-11-26", reason: "Feriado do clube" } });
    expect(closed.status).toBe(201);
    const [notice] = await db.outboxEmail.findMany({ where: { to: "ana@teste.pt", text: { contains: "Feriado do clube" } }, select: { text: true } });
    expect(notice.text).toContain("quinta-feira, 26 de novembro de 2026, 18:00 - 18:45 (Rita com Bolt)");
    expect(notice.text).toContain("quinta-feira, 26 de novembro de 2026, 10:00 - 10:45 (Rita com Bolt)");
  });

  it("the waiting list refuses another member's dependant (400): no entry, nothing changed", async () => {
    const slot = await slotAt("18:00");
    const rui = await createUser({ role: "student", email: "rui@teste.pt" });
    const tiago = await db.dependant.create({ data: { guardianId: rui.id, name: "Tiago", birthDate: new Date("2015-01-01T00:00:00Z") } });
    const kira = await createAnimal({ userId: rui.id, name: "Kira" });
    await db.booking.create({ data: { slotId: slot.id, animalId: kira.id, userId: rui.id } });
    const refused = await callRoute(joinWaitlist, { token: anaToken, body: { availability_slot_id: slot.id, animal_id: bolt.id, dependant_id: tiago.id } });
    expect([refused.status, refused.json.error]).toEqual([400, "Só pode marcar aulas para os dependentes do seu agregado."]);
    expect(await db.waitlistEntry.count()).toBe(0);
    expect(await db.booking.count()).toBe(1);
    expect(await db.outboxEmail.count()).toBe(0);
  });
});
