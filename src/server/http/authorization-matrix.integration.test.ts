import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/generated/prisma/enums";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { apiRoutes, pathOf, type ApiRoute } from "../../../test/api-routes";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Who may call what (docs/rules.md, "Roles", and the additions in docs/architecture.md), for every route
// of the app found in the file tree: a route without a row here fails this test. Each call is
// made as an anonymous client, a guest, an external, a student, another student (for the calls
// on a member's own things) and the trainer. Allowed: never 401/403. Refused: 401 anonymous,
// 403 signed in. Another member's thing: 403 or 404, and it is not changed. A handler of the
// owner's animal (docs/rules.md, "Households") is another student, but for the animal's own routes:
// `handler` says what they get there. The owner is also a guardian (docs/rules.md, "Households"):
// the booking of the `[id]`s is handled by their dependant, and a household route's `[id]` is that
// dependant, another member's to everyone else. An assistant trainer (docs/rules.md, "Roles") calls
// every route twice: as the one who gives the fixtures' lessons and as another assistant; a rule
// with `lesson` lets the first run the lesson and answers the second 403.

type Who = "public" | "signed-in" | readonly Role[];
type Fixtures = { animalId: number; slotId: number; bookingId: number };
/** `body`: a valid body, for the calls whose refusal comes after the body is read. */
type Rule = { who: Who; owned?: true; handler?: "allowed" | 403; lesson?: true; body?: (fixtures: Fixtures) => unknown };

const MEMBERS = ["student", "external"] as const;
const NOT_GUEST = ["trainer", "student", "external"] as const;
const TRAINER = ["trainer"] as const;
/** The staff: the trainer, and an assistant on the lessons they give (`lesson: true`). */
const STAFF = ["trainer", "assistant"] as const;

const MATRIX: Record<string, Rule> = {
  "GET /api/[...path]": { who: "public" },
  "POST /api/[...path]": { who: "public" },
  "PUT /api/[...path]": { who: "public" },
  "PATCH /api/[...path]": { who: "public" },
  "DELETE /api/[...path]": { who: "public" },
  "GET /api/health": { who: "public" },
  "POST /api/auth/login": { who: "public" },
  "POST /api/auth/logout": { who: "public" },
  "POST /api/auth/register": { who: "public" },
  "POST /api/auth/request-password-reset": { who: "public" },
  "GET /api/auth/me": { who: "signed-in" },
  "POST /api/auth/change-password": { who: "signed-in" },
  "POST /api/auth/email-change": { who: "signed-in" },
  "POST /api/auth/email-change/confirm": { who: "public" },
  "PUT /api/auth/profile": { who: "signed-in", body: () => ({ name: "Nome Novo" }) },
  "GET /api/auth/check-changelog": { who: "signed-in" },
  "POST /api/auth/mark-changelog-seen": { who: "signed-in" },
  "POST /api/auth/calendar-feed/reset": { who: [...MEMBERS, ...STAFF] },
  "PUT /api/auth/notice-settings": { who: [...MEMBERS, "assistant"], body: () => ({ booking_confirmations: false }) },
  "GET /api/auth/my-data": { who: ["student", "external", "guest"] },
  "GET /api/auth/students": { who: TRAINER },
  "GET /api/auth/pending-students": { who: TRAINER },
  "POST /api/auth/approve-student": { who: TRAINER },
  "POST /api/auth/reject-students": { who: TRAINER },
  "POST /api/auth/approve-students": { who: TRAINER },
  "GET /api/auth/student/[id]": { who: TRAINER },
  "GET /api/auth/student/[id]/page": { who: TRAINER },
  "PUT /api/auth/student/[id]/status": { who: TRAINER },
  "PUT /api/auth/student/[id]/category": { who: TRAINER },
  "PUT /api/auth/student/[id]/fixed-monthly-fee": { who: TRAINER },
  "PUT /api/auth/student/[id]/email": { who: TRAINER },
  "PUT /api/auth/student/[id]/password": { who: TRAINER },
  "POST /api/auth/student/[id]/erase": { who: TRAINER },
  "GET /api/animals/my": { who: MEMBERS },
  "GET /api/household": { who: MEMBERS },
  "POST /api/household/dependants": { who: MEMBERS, body: () => ({ name: "Rita", birth_date: "2014-05-02" }) },
  "DELETE /api/household/dependants/[id]": { who: MEMBERS, owned: true },
  "POST /api/animals": { who: MEMBERS },
  "PUT /api/animals/[id]": { who: MEMBERS, owned: true, handler: 403, body: () => ({ name: "Renomeado", birth_date: "2020-01-01" }) },
  "DELETE /api/animals/[id]": { who: MEMBERS, owned: true, handler: 403 },
  "GET /api/animals/[id]/lessons": { who: NOT_GUEST, owned: true, handler: "allowed" },
  "GET /api/animals/[id]/handlers": { who: NOT_GUEST, owned: true, handler: 403 },
  "POST /api/animals/[id]/handlers": { who: NOT_GUEST, owned: true, handler: 403, body: () => ({ email: "ninguem@teste.pt" }) },
  "DELETE /api/animals/[id]/handlers/[userId]": { who: NOT_GUEST, owned: true, handler: 403 },
  "GET /api/animals/with-students": { who: TRAINER },
  "GET /api/animals/all": { who: TRAINER },
  "PUT /api/animals/trainer/[id]": { who: TRAINER },
  "GET /api/settings": { who: "signed-in" },
  "PUT /api/settings": { who: TRAINER },
  "GET /api/availability/date/[date]": { who: "signed-in" },
  "DELETE /api/availability/date/[date]": { who: TRAINER },
  "GET /api/availability/week/[date]": { who: "signed-in" },
  "POST /api/availability": { who: TRAINER },
  "PUT /api/availability/slot/[id]": { who: TRAINER },
  "DELETE /api/availability/slot/[id]": { who: TRAINER },
  "PUT /api/availability/send-weekly-email": { who: TRAINER },
  "GET /api/availability/template": { who: TRAINER },
  "PUT /api/availability/template": { who: TRAINER },
  "POST /api/availability/template/apply": { who: TRAINER },
  "GET /api/availability/standing": { who: TRAINER },
  "POST /api/availability/standing": { who: TRAINER },
  "DELETE /api/availability/standing": { who: TRAINER },
  "GET /api/availability/closures": { who: TRAINER },
  "POST /api/availability/closures": { who: TRAINER },
  "GET /api/availability/closures/preview": { who: TRAINER },
  "DELETE /api/availability/closures/[id]": { who: TRAINER },
  "GET /api/bookings/all": { who: TRAINER },
  "GET /api/bookings/my": { who: [...NOT_GUEST, "assistant"] },
  "POST /api/bookings": { who: [...NOT_GUEST, "assistant"], lesson: true, body: ({ animalId, slotId }) => ({ availability_slot_id: slotId, animal_id: animalId }) },
  "DELETE /api/bookings/[id]": { who: [...NOT_GUEST, "assistant"], owned: true, lesson: true },
  "PUT /api/bookings/[id]/attendance": { who: STAFF, lesson: true, body: () => ({ attendance: "present" }) },
  "PUT /api/bookings/attendance": { who: STAFF, lesson: true, body: ({ bookingId }) => ({ booking_ids: [bookingId], attendance: "present" }) },
  "GET /api/bookings/statistics": { who: NOT_GUEST },
  "GET /api/bookings/statistics/export": { who: TRAINER },
  "GET /api/bookings/user-quick-stats": { who: NOT_GUEST },
  "POST /api/bookings/waitlist": { who: MEMBERS, body: ({ animalId, slotId }) => ({ availability_slot_id: slotId, animal_id: animalId }) },
  "GET /api/bookings/waitlist/my": { who: MEMBERS },
  "DELETE /api/bookings/waitlist/[id]": { who: MEMBERS, owned: true },
  "POST /api/bookings/waitlist/[id]/confirm": { who: MEMBERS, owned: true },
  "GET /api/payments": { who: TRAINER },
  "DELETE /api/payments": { who: TRAINER },
  "GET /api/payments/pending": { who: TRAINER },
  "GET /api/payments/bookings-summary": { who: TRAINER },
  "POST /api/payments/generate": { who: TRAINER },
  "PUT /api/payments/update-amount": { who: TRAINER },
  "POST /api/payments/generate-fixed-monthly-fees": { who: TRAINER },
  "POST /api/payments/generate-many": { who: TRAINER },
  "PUT /api/payments/mark-paid": { who: TRAINER },
  "GET /api/payments/statistics": { who: TRAINER },
  "GET /api/payments/statistics/export": { who: TRAINER },
  "GET /api/payments/export": { who: TRAINER },
  "GET /api/payments/user": { who: MEMBERS },
  "GET /api/payments/user-pending": { who: MEMBERS },
  "GET /api/payments/details": { who: NOT_GUEST, owned: true },
  "POST /api/payments/[id]/member-paid": { who: MEMBERS, owned: true, body: () => ({ method: "mbway" }) },
  // Without a provider set: refused for the payment's member with a 409, never run for another.
  "POST /api/payments/[id]/mbway": { who: MEMBERS, owned: true, body: () => ({ phone: "912345678" }) },
  "POST /api/payments/[id]/multibanco": { who: MEMBERS, owned: true },
  // The provider's notification: no session, its key instead (pay-online.integration.test.ts).
  "GET /api/payments/callback/eupago": { who: "public" },
  "GET /api/weather/forecast": { who: "signed-in" },
  "GET /api/mail/failed": { who: TRAINER },
  "POST /api/notices/broadcast": { who: TRAINER, body: () => ({ subject: "Aviso", message: "Olá a todos.", audience: "all" }) },
  "GET /api/notices/broadcast/recipients": { who: TRAINER },
  "GET /api/notices/broadcasts": { who: TRAINER },
  "GET /api/trainers": { who: STAFF },
  "GET /api/trainers/bookable-members": { who: STAFF },
  "POST /api/trainers": { who: TRAINER, body: () => ({ name: "Nova Assistente", email: "nova-assistente@teste.pt" }) },
  "PUT /api/trainers/[id]": { who: TRAINER, body: () => ({ active: true }) },
  "GET /api/push/public-key": { who: "signed-in" },
  "GET /api/push/subscriptions": { who: "signed-in" },
  "POST /api/push/subscriptions": { who: "signed-in" },
  "DELETE /api/push/subscriptions": { who: "signed-in" },
};

const routes = await apiRoutes();
const keyOf = (route: ApiRoute) => `${route.method} ${route.pattern}`;

beforeAll(() => {
  process.env.ACE_FAKE_NOW = "2026-11-23T10:00:00Z";
});

/** A small club, and the id each route's `[id]` names: always something of `owner`'s. */
async function club() {
  const [trainer, owner, other, external, guest, handler, giver, otherAssistant] = await Promise.all([
    createUser({ role: "trainer" }),
    createUser({ role: "student" }),
    createUser({ role: "student" }),
    createUser({ role: "external" }),
    createUser({ role: "guest" }),
    createUser({ role: "student" }),
    createUser({ role: "assistant" }),
    createUser({ role: "assistant" }),
  ]);
  const animal = await createAnimal({ userId: owner.id });
  await db.animalHandler.create({ data: { animalId: animal.id, userId: handler.id } });
  // The owner's lesson and the free one are given by an assistant (`giver`).
  const slot = await createSlot({ startsAt: clubInstant("2026-11-27", "10:00"), trainerId: giver.id });
  const dependant = await db.dependant.create({ data: { guardianId: owner.id, name: "Rita", birthDate: new Date("2014-05-02T00:00:00Z") } });
  const booking = await db.booking.create({ data: { slotId: slot.id, animalId: animal.id, userId: owner.id, dependantId: dependant.id } });
  const payment = await db.payment.create({ data: { userId: owner.id, month: "2026-11", amount: "10" } });
  // The owner waits for another member's lesson: the waiting list's `[id]`.
  const taken = await createSlot({ startsAt: clubInstant("2026-11-27", "11:00") });
  await db.booking.create({ data: { slotId: taken.id, animalId: (await createAnimal({ userId: other.id })).id, userId: other.id } });
  const entry = await db.waitlistEntry.create({ data: { slotId: taken.id, userId: owner.id, animalId: animal.id } });
  const idFor = (pattern: string) =>
    pattern.startsWith("/api/bookings/waitlist") ? entry.id
    : pattern.startsWith("/api/animals") ? animal.id
    : pattern.startsWith("/api/bookings") ? booking.id
    : pattern.startsWith("/api/availability/slot") ? slot.id
    : pattern.startsWith("/api/payments/") ? payment.id
    : pattern.startsWith("/api/household") ? dependant.id
    : owner.id;
  const tokens = {
    guest: await tokenFor(guest),
    external: await tokenFor(external),
    other: await tokenFor(other),
    handler: await tokenFor(handler),
    student: await tokenFor(owner),
    trainer: await tokenFor(trainer),
    giver: await tokenFor(giver),
    otherAssistant: await tokenFor(otherAssistant),
  };
  const free = await createSlot({ startsAt: clubInstant("2026-11-28", "10:00"), trainerId: giver.id });
  return { tokens, idFor, handlerId: handler.id, paymentId: payment.id, fixtures: { animalId: animal.id, slotId: free.id, bookingId: booking.id } };
}

function allows(who: Who, role: Role | null): boolean {
  if (who === "public") return true;
  if (role === null) return false;
  return who === "signed-in" || who.includes(role);
}

describe("authorization matrix (integration)", () => {
  it("has a row for every route of the app, and no row for a route that is gone", () => {
    const found = routes.map(keyOf).sort();
    expect(found.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !found.includes(key))).toEqual([]);
  });

  it.each(routes.map((route) => [keyOf(route), route] as const))("%s", async (key, route) => {
    const rule = MATRIX[key];
    const { tokens, idFor, handlerId, paymentId, fixtures } = await club();
    // `[userId]`: the handler (of an animal's handlers).
    const values = { id: String(idFor(route.pattern)), date: "2026-11-27", path: "nada", userId: String(handlerId) };
    const path = `${pathOf(route, values)}${
      route.pattern === "/api/payments/details" ? `?payment_id=${paymentId}` : ""
    }`;
    const id = String(idFor(route.pattern));
    const call = (token?: string) =>
      callRoute(route.handler, {
        method: route.method,
        path,
        token,
        params: { ...values, id },
        body: rule.body?.(fixtures),
      });

    const callers: [string, Role | null, string | undefined][] = [
      ["anonymous", null, undefined],
      ["guest", "guest", tokens.guest],
      ["external", "external", tokens.external],
      ["another student", "student", tokens.other],
      ["handler", "student", tokens.handler],
      // Before the calls that may cancel or book the fixtures' lessons: its 403 is for a lesson still there.
      ["another assistant", "assistant", tokens.otherAssistant],
      ["student", "student", tokens.student],
      ["trainer", "trainer", tokens.trainer],
      ["assistant of the lesson", "assistant", tokens.giver],
    ];
    for (const [caller, role, token] of callers) {
      const response = await call(token);
      const allowed = allows(rule.who, role);
      const runsLesson = role === "assistant" && rule.lesson;
      const ownersOnly = rule.owned && role !== "trainer" && caller !== "student" && !runsLesson;
      const label = `${key} as ${caller}: ${response.status} ${response.text.slice(0, 120)}`;
      if (!allowed) expect([role === null ? 401 : 403], label).toContain(response.status);
      else if (runsLesson && caller === "another assistant") expect(response.status, label).toBe(403);
      else if (caller === "handler" && rule.handler === 403) expect(response.status, label).toBe(403);
      else if (caller === "handler" && rule.handler === "allowed") expect([401, 403, 404], label).not.toContain(response.status);
      else if (ownersOnly) expect([403, 404], label).toContain(response.status);
      else expect([401, 403], label).not.toContain(response.status);
    }
  });
});
