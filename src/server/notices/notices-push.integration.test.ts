import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUT as saveNoticeSettings } from "@/app/api/auth/notice-settings/route";
import { POST as book } from "@/app/api/bookings/route";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { POST as joinWaitlist } from "@/app/api/bookings/waitlist/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { sendLessonReminders } from "@/server/jobs/send-lesson-reminders";
import { resetMemberPassword } from "@/server/members/reset-member-password";
import { deliverDuePushes } from "@/server/push/push-outbox";
import { subscribeDevice } from "@/server/push/subscribe-device";
import { vapidKeys } from "@/server/push/vapid-keys";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser } from "../../../test/db-helpers";
import { startFakePushService, type FakeDevice, type FakePushService } from "../../../test/fake-push-service";
import { bookLesson } from "../../../test/lessons";
import { tokenFor } from "../../../test/sessions";

// The notices of docs/rules.md, "Notices", on the member's phone: the same notice as the mail,
// through the push outbox, to a push service on loopback that decrypts what it gets. "Now":
// Saturday 21 November 2026, 10:00 in Seixal; the lesson is on Tuesday 24 at 18:00.

process.env.PUSH_SERVICE_HOSTS = "127.0.0.1";
let service: FakePushService;

beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(async () => {
  await service.close();
});
beforeEach(async () => {
  process.env.ACE_FAKE_NOW = "2026-11-21T10:00:00Z";
  service.expectVapidKey((await vapidKeys()).publicKey);
  Object.assign(service, { received: [], rejected: [] });
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
  expect(service.rejected).toEqual([]);
});

async function memberOnPhone() {
  const user = await createUser({ name: "Ana Silva" });
  const animal = await createAnimal({ userId: user.id, name: "Bolt" });
  const phone = service.device();
  await subscribeDevice(user.id, phone.subscription);
  return { user, token: await tokenFor(user), animalId: animal.id, phone };
}

/** What one round of delivery pushed, all of it to `phone`. */
async function pushedTo(phone: FakeDevice) {
  expect(await deliverDuePushes()).toEqual({ sent: 1, failed: 0, gone: 0 });
  expect(service.received.map((push) => push.deviceId)).toEqual([phone.id]);
  return service.received[0].payload;
}

describe("notices on the phone (integration)", () => {
  it("a booking and the trainer's cancellation reach the member's phone; with confirmations off, only the cancellation", async () => {
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const ana = await memberOnPhone();
    const slot = await createSlot({ startsAt: clubInstant("2026-11-24", "18:00") });
    const booked = await callRoute(book, { token: ana.token, body: { availability_slot_id: slot.id, animal_id: ana.animalId } });
    expect(booked.status).toBe(201);
    expect(await deliverDuePushes()).toMatchObject({ sent: 1 });
    expect(service.received).toHaveLength(1);
    expect(service.received[0].deviceId).toBe(ana.phone.id);
    expect(service.received[0].payload).toMatchObject({ title: expect.stringContaining("Aula marcada"), url: "/calendar?view=day&date=2026-11-24" });
    expect(service.received[0].payload.body).toContain("Bolt");

    expect((await callRoute(saveNoticeSettings, { method: "PUT", token: ana.token, body: { booking_confirmations: false } })).status).toBe(200);
    const cancelled = await callRoute(cancel, { method: "DELETE", token: trainer, params: { id: String(booked.json.booking.id) }, body: { reason: "Campo alagado." } });
    expect(cancelled.status).toBe(200);
    const again = await createSlot({ startsAt: clubInstant("2026-11-25", "18:00") });
    expect((await callRoute(book, { token: ana.token, body: { availability_slot_id: again.id, animal_id: ana.animalId } })).status).toBe(201);
    expect(await deliverDuePushes()).toMatchObject({ sent: 1 });
    expect(service.received).toHaveLength(2);
    expect(service.received[1].payload.title).toContain("cancelada");
    expect(service.received[1].payload.body).toContain("Campo alagado.");
  });

  it("a freed lesson offered from the waiting list reaches the phone of the member offered it", async () => {
    const ana = await memberOnPhone();
    const bea = await createUser({ name: "Bea Costa" });
    const booked = await bookLesson(await createAnimal({ userId: bea.id, name: "Rex" }), "2026-11-24", "18:00");
    const joined = await callRoute(joinWaitlist, { token: ana.token, body: { availability_slot_id: booked.slotId, animal_id: ana.animalId } });
    expect(joined.status).toBe(201);
    const cancelled = await callRoute(cancel, { method: "DELETE", token: await tokenFor(bea), params: { id: String(booked.id) } });
    expect(cancelled.status).toBe(200);

    expect(await pushedTo(ana.phone)).toEqual({
      title: "Vaga disponível: 24/11/2026 às 18:00",
      body: "Abriu uma vaga para Bolt: confirme até 21/11/2026 às 22:00.",
      url: "/",
    });
  });

  it("a lesson's reminder reaches the member's phone", async () => {
    const ana = await memberOnPhone();
    await bookLesson({ id: ana.animalId, userId: ana.user.id }, "2026-11-22", "09:30"); // in 23.5 hours
    expect(await sendLessonReminders()).toEqual({ sent: 1 });

    expect(await pushedTo(ana.phone)).toEqual({
      title: "Lembrete: aula de domingo, 22 de novembro às 09:30",
      body: "Aula de Bolt a 22/11/2026 às 09:30.",
      url: "/calendar?view=day&date=2026-11-22",
    });
  });

  it("a new password goes by mail only, never to the phone", async () => {
    const ana = await memberOnPhone();
    await resetMemberPassword(ana.user.id);
    expect(await db.outboxEmail.count({ where: { to: ana.user.email, subject: "ACE - Nova password" } })).toBe(1);
    expect(await db.outboxPush.count()).toBe(0);
  });
});
