import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PUT as markOne } from "@/app/api/bookings/[id]/attendance/route";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { PUT as markList } from "@/app/api/bookings/attendance/route";
import { POST as book } from "@/app/api/bookings/route";
import { POST as joinWaitlist } from "@/app/api/bookings/waitlist/route";
import { PUT as markPaid } from "@/app/api/payments/mark-paid/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { KEY_LENGTH_MESSAGE, KEY_REUSED_MESSAGE } from "@/server/idempotency/run-once";
import { callRoute, type CallOptions } from "../../../test/call-route";
import { createAnimal, createSlot, createUser, type TestUser } from "../../../test/db-helpers";
import { bookLesson } from "../../../test/lessons";
import { tokenFor } from "../../../test/sessions";

// The six writes a phone on a poor network may send twice (docs/rules.md, "Writes safe to
// retry"), through their routes: the same key twice at once and once later makes one change and
// gets one answer. "Now": Saturday 21 November 2026, 10:00 in Seixal.

type Handler = Parameters<typeof callRoute>[0];
type Member = { user: TestUser; token: string; animal: { id: number } };

async function member(name: string): Promise<Member> {
  const user = await createUser({ name });
  return { user, token: await tokenFor(user), animal: await createAnimal({ userId: user.id, name: `Cão de ${name}` }) };
}

let ana: Member;
let trainer: TestUser;
let trainerToken: string;
beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-21T10:00:00Z";
  ana = await member("Ana Silva");
  trainer = await createUser({ role: "trainer", name: "Treinador" });
  trainerToken = await tokenFor(trainer);
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

const withKey = (key: string, options: CallOptions): CallOptions => ({ ...options, headers: { "Idempotency-Key": key } });
// Each call's own path, as a client sends it: the key is refused on another path.
const BOOKINGS = "/api/bookings";
const WAITLIST = "/api/bookings/waitlist";
const ATTENDANCE = "/api/bookings/attendance";
const MARK_PAID = "/api/payments/mark-paid";
const bookingPath = (id: number, tail = "") => `/api/bookings/${id}${tail}`;

/** The same request twice at once, then once more: the three answers, which must be one answer. */
async function sentThrice(handler: Handler, options: CallOptions) {
  const [first, second] = await Promise.all([callRoute(handler, options), callRoute(handler, options)]);
  const later = await callRoute(handler, options);
  expect([second.status, second.text]).toEqual([first.status, first.text]);
  expect([later.status, later.text]).toEqual([first.status, first.text]);
  return first;
}

const tuesdaySlot = () => createSlot({ startsAt: clubInstant("2026-11-24", "18:00") });

describe("writes sent again with the same Idempotency-Key (integration)", () => {
  it("books once: the same key twice at once and once later gets the one booking's answer", async () => {
    const slot = await tuesdaySlot();
    const body = { availability_slot_id: slot.id, animal_id: ana.animal.id };
    const first = await sentThrice(book, withKey("marcar-1", { path: BOOKINGS, token: ana.token, body }));
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ message: "Aula marcada com sucesso!", booking: { availability_slot_id: slot.id, animal_id: ana.animal.id } });
    expect(await db.booking.findMany({ select: { id: true } })).toEqual([{ id: first.json.booking.id }]);
  });

  it("without the key, two bookings at once are two requests: one books, the other is refused", async () => {
    const slot = await tuesdaySlot();
    const body = { availability_slot_id: slot.id, animal_id: ana.animal.id };
    const answers = await Promise.all([callRoute(book, { path: BOOKINGS, token: ana.token, body }), callRoute(book, { path: BOOKINGS, token: ana.token, body })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await db.booking.count()).toBe(1);
  });

  it("refuses a key of 101 characters, or the key again on another lesson, and books nothing more", async () => {
    const [slot, other] = [await tuesdaySlot(), await createSlot({ startsAt: clubInstant("2026-11-25", "18:00") })];
    const tooLong = await callRoute(book, withKey("k".repeat(101), { path: BOOKINGS, token: ana.token, body: { availability_slot_id: slot.id, animal_id: ana.animal.id } }));
    expect([tooLong.status, tooLong.json]).toEqual([400, { error: KEY_LENGTH_MESSAGE }]);
    expect([await db.booking.count(), await db.idempotencyKey.count()]).toEqual([0, 0]);

    const first = await callRoute(book, withKey("marcar-1", { path: BOOKINGS, token: ana.token, body: { availability_slot_id: slot.id, animal_id: ana.animal.id } }));
    expect(first.status).toBe(201);
    const otherLesson = await callRoute(book, withKey("marcar-1", { path: BOOKINGS, token: ana.token, body: { availability_slot_id: other.id, animal_id: ana.animal.id } }));
    expect([otherLesson.status, otherLesson.json]).toEqual([422, { error: KEY_REUSED_MESSAGE }]);
    // Nor on another write: joining a waiting list with the booking's key.
    const otherCall = await callRoute(joinWaitlist, withKey("marcar-1", { path: WAITLIST, token: ana.token, body: { availability_slot_id: slot.id, animal_id: ana.animal.id } }));
    expect(otherCall.status).toBe(422);
    expect(await db.booking.findMany({ select: { slotId: true } })).toEqual([{ slotId: slot.id }]);
    expect(await db.waitlistEntry.count()).toBe(0);
  });

  it("keeps a key to its member: another member sending the same key books their own lesson", async () => {
    const [slot, other] = [await tuesdaySlot(), await createSlot({ startsAt: clubInstant("2026-11-25", "18:00") })];
    const rui = await member("Rui Costa");
    const anas = await callRoute(book, withKey("marcar-1", { path: BOOKINGS, token: ana.token, body: { availability_slot_id: slot.id, animal_id: ana.animal.id } }));
    const ruis = await callRoute(book, withKey("marcar-1", { path: BOOKINGS, token: rui.token, body: { availability_slot_id: other.id, animal_id: rui.animal.id } }));
    expect([anas.status, ruis.status]).toEqual([201, 201]);
    expect(ruis.json.booking).toMatchObject({ availability_slot_id: other.id, user_id: rui.user.id });
    expect(await db.booking.count({ where: { userId: rui.user.id } })).toBe(1);
  });

  it("answers the same key on a repeat after its 24 hours as a new request", async () => {
    const slot = await tuesdaySlot();
    const options = withKey("marcar-1", { path: BOOKINGS, token: ana.token, body: { availability_slot_id: slot.id, animal_id: ana.animal.id } });
    expect((await callRoute(book, options)).status).toBe(201);
    await db.$executeRaw`UPDATE idempotency_keys SET created_at = now() - interval '25 hours'`;
    const later = await callRoute(book, options);
    expect([later.status, later.json]).toEqual([409, { error: "Esta aula já está marcada." }]);
    expect(await db.booking.count()).toBe(1);
  });

  it("cancels once: the trainer's cancel sent twice at once and once later tells the member once", async () => {
    const lesson = await bookLesson({ id: ana.animal.id, userId: ana.user.id }, "2026-11-24", "18:00");
    const first = await sentThrice(cancel, withKey("cancelar-1", {
      method: "DELETE", path: bookingPath(lesson.id), token: trainerToken, params: { id: String(lesson.id) }, body: { reason: "Chuva forte" },
    }));
    expect([first.status, first.json]).toEqual([200, { message: "Aula cancelada com sucesso!" }]);
    expect(await db.booking.count()).toBe(0);
    expect(await db.outboxEmail.count({ where: { to: ana.user.email } })).toBe(1);
    // Without the key, a second cancel finds nothing.
    const plain = await callRoute(cancel, { method: "DELETE", path: bookingPath(lesson.id), token: trainerToken, params: { id: String(lesson.id) } });
    expect(plain.status).toBe(404);
  });

  it("joins a waiting list once: one entry, one place in line", async () => {
    const bea = await member("Bea Costa");
    const lesson = await bookLesson({ id: bea.animal.id, userId: bea.user.id }, "2026-11-24", "18:00");
    const first = await sentThrice(joinWaitlist, withKey("espera-1", { path: WAITLIST, token: ana.token, body: { availability_slot_id: lesson.slotId, animal_id: ana.animal.id } }));
    expect([first.status, first.json]).toEqual([201, { message: "Entrou na lista de espera.", entry: { id: expect.any(Number), position: 1 } }]);
    expect(await db.waitlistEntry.findMany({ select: { id: true, userId: true } })).toEqual([{ id: first.json.entry.id, userId: ana.user.id }]);
  });

  it("marks a list of lessons once: a repeat minutes later answers the first marking and changes nothing", async () => {
    const lessons = [
      await bookLesson({ id: ana.animal.id, userId: ana.user.id }, "2026-11-21", "08:00"),
      await bookLesson({ id: ana.animal.id, userId: ana.user.id }, "2026-11-21", "09:00"),
    ];
    const options = withKey("presencas-1", { method: "PUT", path: ATTENDANCE, token: trainerToken, body: { booking_ids: lessons.map((lesson) => lesson.id), attendance: "present" } });
    const [first, second] = await Promise.all([callRoute(markList, options), callRoute(markList, options)]);
    expect([second.status, second.text]).toEqual([first.status, first.text]);
    expect(first.json.message).toBe("2 presenças registadas.");

    process.env.ACE_FAKE_NOW = "2026-11-21T10:05:00Z";
    const later = await callRoute(markList, options);
    expect([later.status, later.text]).toEqual([first.status, first.text]);
    const marked = await db.booking.findMany({ select: { attendance: true, attendanceMarkedAt: true } });
    expect(marked).toEqual(lessons.map(() => ({ attendance: "present", attendanceMarkedAt: new Date("2026-11-21T10:00:00Z") })));
  });

  it("marks one lesson once, and refuses its key on another marking", async () => {
    const lesson = await bookLesson({ id: ana.animal.id, userId: ana.user.id }, "2026-11-21", "08:00");
    const options = (attendance: string) =>
      withKey("presenca-1", { method: "PUT", path: bookingPath(lesson.id, "/attendance"), token: trainerToken, params: { id: String(lesson.id) }, body: { attendance, note: "Muito bem." } });
    const first = await sentThrice(markOne, options("present"));
    expect(first.json).toMatchObject({ message: "Presença registada.", booking: { id: lesson.id, attendance: "present" } });
    const changed = await callRoute(markOne, options("absent"));
    expect([changed.status, changed.json]).toEqual([422, { error: KEY_REUSED_MESSAGE }]);
    expect(await db.booking.findUniqueOrThrow({ where: { id: lesson.id }, select: { attendance: true } })).toEqual({ attendance: "present" });
  });

  it("marks a payment paid once: the repeats get the first answer, not 'already paid'", async () => {
    const payment = await db.payment.create({ data: { userId: ana.user.id, month: "2026-11", amount: "40" } });
    const options = withKey("pago-1", { method: "PUT", path: MARK_PAID, token: trainerToken, body: { payment_id: payment.id, method: "mbway" } });
    const [first, second] = await Promise.all([callRoute(markPaid, options), callRoute(markPaid, options)]);
    expect([second.status, second.text]).toEqual([first.status, first.text]);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ message: "Pagamento marcado como pago!", payment: { status: "paid", method: "mbway", paid_at: "2026-11-21T10:00:00.000Z" } });

    process.env.ACE_FAKE_NOW = "2026-11-21T10:05:00Z";
    const later = await callRoute(markPaid, options);
    expect([later.status, later.text]).toEqual([200, first.text]);
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id }, select: { paidAt: true, paidById: true } }))
      .toEqual({ paidAt: new Date("2026-11-21T10:00:00Z"), paidById: trainer.id });
    const plain = await callRoute(markPaid, { method: "PUT", path: MARK_PAID, token: trainerToken, body: { payment_id: payment.id } });
    expect([plain.status, plain.json]).toEqual([409, { error: "Este pagamento já está marcado como pago." }]);
  });
});
