import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as createSlots } from "@/app/api/availability/route";
import { DELETE as deleteDate, GET as slotsOfDate } from "@/app/api/availability/date/[date]/route";
import { DELETE as deleteSlot, PUT as blockSlot } from "@/app/api/availability/slot/[id]/route";
import { PUT as sendWeekly } from "@/app/api/availability/send-weekly-email/route";
import { GET as slotsOfWeek } from "@/app/api/availability/week/[date]/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { mailServerOfThisFile } from "../../../test/mail-server";

// "Now" is pinned: Saturday 21 November 2026, 10:00 in Seixal.
const NOW = "2026-11-21T10:00:00Z";
let trainer: TestUser;
let token: string;
const smtp = mailServerOfThisFile();

beforeAll(async () => {
  process.env.ACE_FAKE_NOW = NOW;
});
afterAll(async () => {
  delete process.env.ACE_FAKE_NOW;
});
beforeEach(async () => {
  trainer = await createUser({ role: "trainer", name: "Treinador" });
  token = await tokenFor(trainer);
});

const create = (body: unknown, as = token) => callRoute(createSlots, { token: as, body });
const times = (slots: { start_time: string; end_time: string }[]) => slots.map((slot) => `${slot.start_time}-${slot.end_time}`);

describe("publishing availability (integration)", () => {
  it("splits a range into lessons of the configured duration, dropping a short remainder", async () => {
    await db.setting.create({ data: { key: "booking_duration_minutes", value: "45" } });
    const response = await create({ date: "2026-11-23", start_time: "09:00", end_time: "11:45" });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      message: "3 disponibilidades criadas. Sobram 30 minutos no fim do intervalo 09:00 - 11:45.",
      created_slots: 3,
      ignored_slots: 0,
      leftover: { minutes: 30, message: "Sobram 30 minutos no fim do intervalo 09:00 - 11:45." },
    });
    const day = await callRoute(slotsOfDate, { token, params: { date: "2026-11-23" } });
    expect(times(day.json.slots)).toEqual(["09:00-09:45", "09:45-10:30", "10:30-11:15"]);
  });

  it("ignores lessons that overlap existing slots", async () => {
    await db.setting.create({ data: { key: "booking_duration_minutes", value: "60" } });
    await create({ date: "2026-11-23", start_time: "10:00", end_time: "11:00" });
    const response = await create({ date: "2026-11-23", start_time: "09:00", end_time: "12:00" });
    expect(response.json).toEqual({ message: "2 disponibilidades criadas.", created_slots: 2, ignored_slots: 1, leftover: null });
    expect(await db.availabilitySlot.count()).toBe(3);
  });

  it("creates slots on the wall clock across the daylight-saving change", async () => {
    await db.setting.create({ data: { key: "booking_duration_minutes", value: "60" } });
    await create({ date: "2026-03-28", start_time: "10:00", end_time: "11:00" });
    await create({ date: "2026-03-29", start_time: "10:00", end_time: "11:00" });
    const [winter, summer] = await db.availabilitySlot.findMany({ orderBy: { startsAt: "asc" } });
    expect(winter.startsAt.toISOString()).toBe("2026-03-28T10:00:00.000Z");
    expect(summer.startsAt.toISOString()).toBe("2026-03-29T09:00:00.000Z");
    const day = await callRoute(slotsOfDate, { token, params: { date: "2026-03-29" } });
    expect(times(day.json.slots)).toEqual(["10:00-11:00"]);
  });

  it.each([
    [{ date: "2026-11-23", start_time: "09:00" }, "Preencha todos os campos."],
    [{ date: "", start_time: "09:00", end_time: "10:00" }, "Preencha todos os campos."],
    [{ date: "2026-11-23", start_time: "11:00", end_time: "10:00" }, "A hora de fim tem de ser posterior à hora de início."],
    [{ date: "2026-11-23", start_time: "10:00", end_time: "10:00" }, "A hora de fim tem de ser posterior à hora de início."],
    [{ date: "2026-11-23", start_time: "25:00", end_time: "26:00" }, "Hora inválida (use HH:MM)."],
    [{ date: "23/11/2026", start_time: "09:00", end_time: "10:00" }, "Data inválida."],
  ])("answers 400 in Portuguese for %j and creates nothing", async (body, message) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: message });
    expect(await db.availabilitySlot.count()).toBe(0);
  });
});

describe("removing and blocking slots (integration)", () => {
  async function bookedSlot(startsAt: Date) {
    const member = await createUser();
    const animal = await createAnimal({ userId: member.id });
    const slot = await createSlot({ startsAt });
    await db.booking.create({ data: { slotId: slot.id, animalId: animal.id, userId: member.id } });
    return slot;
  }

  it("deletes a free slot but not a booked one", async () => {
    const free = await createSlot({ startsAt: clubInstant("2026-11-23", "09:00") });
    const booked = await bookedSlot(clubInstant("2026-11-23", "10:00"));
    expect((await callRoute(deleteSlot, { method: "DELETE", token, params: { id: String(free.id) } })).status).toBe(200);
    const refused = await callRoute(deleteSlot, { method: "DELETE", token, params: { id: String(booked.id) } });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ error: "Não é possível eliminar uma disponibilidade com uma aula marcada." });
    expect((await callRoute(deleteSlot, { method: "DELETE", token, params: { id: "999999" } })).status).toBe(404);
  });

  it("deletes a date's free slots and keeps the booked ones", async () => {
    await createSlot({ startsAt: clubInstant("2026-11-23", "09:00") });
    await createSlot({ startsAt: clubInstant("2026-11-23", "11:00") });
    await bookedSlot(clubInstant("2026-11-23", "10:00"));
    await createSlot({ startsAt: clubInstant("2026-11-24", "09:00") });
    const response = await callRoute(deleteDate, { method: "DELETE", token, params: { date: "2026-11-23" } });
    expect(response.json).toMatchObject({ message: "2 disponibilidades eliminadas, 1 com aula marcada mantida.", deleted_slots: 2, preserved_slots: 1 });
    expect(await db.availabilitySlot.count()).toBe(2);
    const noDate = await callRoute(deleteDate, { method: "DELETE", token, params: { date: "" } });
    expect(noDate.json).toEqual({ error: "Selecionar uma data" });
  });

  it("blocks and unblocks a free slot; a booked slot cannot be blocked", async () => {
    const free = await createSlot({ startsAt: clubInstant("2026-11-23", "09:00") });
    const booked = await bookedSlot(clubInstant("2026-11-23", "10:00"));
    const block = (id: number, isBlocked: boolean) =>
      callRoute(blockSlot, { method: "PUT", token, params: { id: String(id) }, body: { is_blocked: isBlocked } });
    expect((await block(free.id, true)).status).toBe(200);
    const day = await callRoute(slotsOfDate, { token, params: { date: "2026-11-23" } });
    expect(day.json.slots.map((slot: { status: string }) => slot.status)).toEqual(["blocked", "booked"]);
    expect((await block(booked.id, true)).status).toBe(409);
    expect((await block(free.id, false)).status).toBe(200);
    expect((await db.availabilitySlot.findUniqueOrThrow({ where: { id: free.id } })).isBlocked).toBe(false);
  });

  it("leaves availability to the trainer", async () => {
    const student = await tokenFor(await createUser({ role: "student" }));
    const slot = await createSlot({ startsAt: clubInstant("2026-11-23", "09:00") });
    for (const response of [
      await create({ date: "2026-11-23", start_time: "09:00", end_time: "10:00" }, student),
      await callRoute(deleteSlot, { method: "DELETE", token: student, params: { id: String(slot.id) } }),
      await callRoute(deleteDate, { method: "DELETE", token: student, params: { date: "2026-11-23" } }),
      await callRoute(blockSlot, { method: "PUT", token: student, params: { id: String(slot.id) }, body: { is_blocked: true } }),
      await callRoute(sendWeekly, { method: "PUT", token: student, body: { start_date: "2026-11-23", end_date: "2026-11-29" } }),
    ]) {
      expect(response.status).toBe(403);
    }
    expect(await db.availabilitySlot.count()).toBe(1);
  });
});

describe("what each role sees of the calendar (integration)", () => {
  async function setUpWeek() {
    const ana = await createUser({ name: "Ana Silva", role: "student" });
    const carla = await createUser({ name: "Carla Mendes", role: "external" });
    const bolt = await createAnimal({ userId: ana.id, name: "Bolt" });
    const kira = await createAnimal({ userId: carla.id, name: "Kira" });
    const anaSlot = await createSlot({ startsAt: clubInstant("2026-11-23", "09:00") });
    const carlaSlot = await createSlot({ startsAt: clubInstant("2026-11-23", "10:00") });
    await createSlot({ startsAt: clubInstant("2026-11-23", "11:00") });
    await createSlot({ startsAt: clubInstant("2026-11-20", "11:00") }); // yesterday: unavailable to members
    await db.booking.create({ data: { slotId: anaSlot.id, animalId: bolt.id, userId: ana.id } });
    await db.booking.create({ data: { slotId: carlaSlot.id, animalId: kira.id, userId: carla.id } });
    return { ana, carla };
  }

  it("shows names to the trainer and to students", async () => {
    const { ana } = await setUpWeek();
    for (const viewer of [token, await tokenFor(ana)]) {
      const day = await callRoute(slotsOfDate, { token: viewer, params: { date: "2026-11-23" } });
      expect(day.json.slots.map((slot: { booking: { user_name?: string; animal_name?: string } | null }) => slot.booking && `${slot.booking.user_name}:${slot.booking.animal_name}`))
        .toEqual(["Ana Silva:Bolt", "Carla Mendes:Kira", null]);
    }
  });

  it("shows externals other people's lessons as 'Aula Privada', with no names or ids anywhere", async () => {
    const { carla } = await setUpWeek();
    const day = await callRoute(slotsOfDate, { token: await tokenFor(carla), params: { date: "2026-11-23" } });
    expect(day.json.slots[0].booking).toEqual({ private: true, label: "Aula Privada" });
    expect(day.json.slots[1].booking).toMatchObject({ animal_name: "Kira", is_own: true });
    expect(day.text).not.toContain("Ana Silva");
    expect(day.text).not.toContain("Bolt");
  });

  it("shows guests the status only", async () => {
    await setUpWeek();
    const guest = await tokenFor(await createUser({ role: "guest" }));
    const day = await callRoute(slotsOfDate, { token: guest, params: { date: "2026-11-23" } });
    expect(day.json.slots.map((slot: { status: string; booking: unknown }) => [slot.status, slot.booking])).toEqual([
      ["booked", null], ["booked", null], ["available", null],
    ]);
    expect(day.text).not.toMatch(/Ana Silva|Carla|Bolt|Kira/);
  });

  it("lists a week from Monday in one call; past free slots are unavailable to members, available to the trainer", async () => {
    const { ana } = await setUpWeek();
    const week = await callRoute(slotsOfWeek, { token: await tokenFor(ana), params: { date: "2026-11-21" } });
    expect(week.json.start_date).toBe("2026-11-16");
    expect(week.json.end_date).toBe("2026-11-22");
    expect(week.json.days.map((day: { date: string }) => day.date)).toEqual([
      "2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22",
    ]);
    expect(week.json.days[4].slots[0].status).toBe("unavailable");
    const trainerWeek = await callRoute(slotsOfWeek, { token, params: { date: "2026-11-20" } });
    expect(trainerWeek.json.days[4].slots[0].status).toBe("available");
  });

  it("needs a session", async () => {
    expect((await callRoute(slotsOfDate, { params: { date: "2026-11-23" } })).status).toBe(401);
  });
});

describe("the weekly availability email (integration)", () => {
  it("mails every active student and external the week's free lessons", async () => {
    await createUser({ role: "student", email: "ana@ace.pt", name: "Ana" });
    await createUser({ role: "external", email: "carla@ace.pt", name: "Carla" });
    await createUser({ role: "guest", email: "convidado@ace.pt" });
    await createUser({ role: "student", email: "inativo@ace.pt", isActive: false });
    await createSlot({ startsAt: clubInstant("2026-11-23", "18:00") });
    await createSlot({ startsAt: clubInstant("2026-11-24", "09:00"), isBlocked: true });
    await createSlot({ startsAt: clubInstant("2026-12-01", "09:00") });

    const response = await callRoute(sendWeekly, { method: "PUT", token, body: { start_date: "2026-11-23", end_date: "2026-11-29" } });
    expect(response.json).toMatchObject({ message: "Email semanal enviado para 2 alunos.", recipients: 2, available_slots: 1 });
    await deliverDueEmails();
    const mail = await smtp.waitForMessage((message) => message.to === "carla@ace.pt");
    expect(mail.subject).toBe("ACE - Aulas disponíveis de 23 de novembro a 29 de novembro");
    expect(mail.text).toContain("segunda-feira, 23 de novembro: 18:00 - 18:45");
    expect(mail.text).not.toContain("24 de novembro");
    expect(smtp.messages.map((message) => message.to).sort()).toEqual(["ana@ace.pt", "carla@ace.pt"]);
  });
});
