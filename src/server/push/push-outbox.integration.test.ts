import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { enqueueEmail } from "@/server/mail/enqueue-email";
import { eraseMember } from "@/server/members/erase-member";
import { pruneOutbox } from "@/server/outbox/prune-outbox";
import { deliverDuePushes, pushOutbox } from "@/server/push/push-outbox";
import { enqueuePush, type PushNotice } from "@/server/push/enqueue-push";
import { subscribeDevice } from "@/server/push/subscribe-device";
import { vapidKeys } from "@/server/push/vapid-keys";
import { createUser } from "../../../test/db-helpers";
import { startFakePushService, type FakeDevice, type FakePushService } from "../../../test/fake-push-service";
import { mailServerOfThisFile } from "../../../test/mail-server";

// The push outbox against a push service on loopback that checks VAPID and decrypts what it
// gets (test/fake-push-service.ts): what arrives on the phone, devices the service calls gone,
// a service that is down or silent, and two instances delivering at once.

// A silent push service is given up on after 2 s here (5 s by default).
process.env.PUSH_TIMEOUT_MS = "2000";
// The push service on loopback, beside the browsers' own.
process.env.PUSH_SERVICE_HOSTS = "127.0.0.1";

let service: FakePushService;
const smtp = mailServerOfThisFile();

beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(async () => {
  await service.close();
});
beforeEach(async () => {
  // The app's key pair, made on first use (no VAPID_* in the tests' environment).
  service.expectVapidKey((await vapidKeys()).publicKey);
  Object.assign(service, { received: [], rejected: [], arrivals: 0, answer: 201, delayMs: 0 });
  service.answerFor.clear();
});
afterEach(() => expect(service.rejected).toEqual([]));

const NOTICE: PushNotice = { title: "Aula marcada", body: "Rex · quinta-feira, 26/11 às 18:00", url: "/bookings" };

async function memberWithDevices(count: number) {
  const member = await createUser();
  const devices: FakeDevice[] = [];
  for (let index = 0; index < count; index++) {
    const device = service.device();
    await subscribeDevice(member.id, device.subscription);
    devices.push(device);
  }
  return { member, devices };
}

function notify(userId: number, notice = NOTICE) {
  return db.$transaction((tx) => enqueuePush(tx, userId, notice));
}

const inMs = (ms: number) => new Date(Date.now() + ms);

describe("push outbox (integration)", () => {
  it("pushes the notice, encrypted and signed, to each device of the member and to nobody else", async () => {
    const { member, devices } = await memberWithDevices(2);
    const other = await memberWithDevices(1);

    expect(await notify(member.id)).toBe(2);
    expect(await deliverDuePushes()).toEqual({ sent: 2, failed: 0, gone: 0 });

    expect(service.received.map((push) => push.deviceId).sort()).toEqual(devices.map((device) => device.id).sort());
    for (const push of service.received) {
      expect(push.payload).toEqual(NOTICE);
      expect(push.audience).toBe(service.origin);
      expect(push.subject).toBe("mailto:no-reply@ace.local");
      expect(push.ttl).toBe(24 * 3600);
    }
    expect(service.received.some((push) => push.deviceId === other.devices[0].id)).toBe(false);
    // Delivered: nothing of the notice is kept.
    const rows = await db.outboxPush.findMany();
    expect(rows.map((row) => [row.payload, row.sentAt !== null])).toEqual([
      [null, true],
      [null, true],
    ]);
    expect(await deliverDuePushes()).toEqual({ sent: 0, failed: 0, gone: 0 });
    expect(service.arrivals).toBe(2);
  });

  it("a member without a device turned on gets no push; a notice's link must be a path of the app", async () => {
    const member = await createUser();
    expect(await notify(member.id)).toBe(0);
    const { member: withDevice } = await memberWithDevices(1);
    await expect(notify(withDevice.id, { ...NOTICE, url: "https://exemplo.pt/" })).rejects.toThrow(/path of the app/);
    expect(await db.outboxPush.count()).toBe(0);
  });

  it.each([404, 410])("a device the push service calls gone (%i) is removed, with what waited for it", async (status) => {
    const { member, devices } = await memberWithDevices(2);
    const [gone, kept] = devices;
    service.answerFor.set(gone.id, status);
    await notify(member.id);
    await notify(member.id, { ...NOTICE, title: "Segundo aviso" });

    expect(await deliverDuePushes()).toEqual({ sent: 2, failed: 0, gone: 1 });

    const left = await db.pushSubscription.findMany({ select: { endpoint: true } });
    expect(left).toEqual([{ endpoint: kept.subscription.endpoint }]);
    expect(service.received.map((push) => [push.deviceId, push.payload.title])).toEqual([
      [kept.id, "Aula marcada"],
      [kept.id, "Segundo aviso"],
    ]);
    // The gone device's second push went with it: not tried, not left behind.
    expect(await db.outboxPush.count({ where: { sentAt: null } })).toBe(0);
    expect(await notify(member.id)).toBe(1);
  });

  it("a silent push service does not delay the mail, and its notice is retried later, not lost", async () => {
    const { member, devices } = await memberWithDevices(1);
    service.answer = "hang";
    await db.$transaction(async (tx) => {
      await enqueuePush(tx, member.id, NOTICE);
      await enqueueEmail(tx, { to: member.email, subject: "Aula marcada", body: "A sua aula foi marcada." });
    });

    let pushRoundDone = false;
    const pushRound = deliverDuePushes().finally(() => (pushRoundDone = true));
    await waitFor(() => service.arrivals === 1); // the push service holds the request, silent
    expect(await deliverDueEmails()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.messages.map((mail) => mail.subject)).toEqual(["Aula marcada"]);
    expect(pushRoundDone).toBe(false); // the mail went out while the push was still waiting

    expect(await pushRound).toEqual({ sent: 0, failed: 1, gone: 0 });
    const [row] = await db.outboxPush.findMany();
    expect(row.attempts).toBe(1);
    expect(row.payload).not.toBeNull();
    expect(row.lastError).toMatch(/within 2000 ms/);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is sent again at once.
    expect(await deliverDuePushes()).toEqual({ sent: 0, failed: 0, gone: 0 });

    service.answer = 201;
    expect(await deliverDuePushes({ at: inMs(31_000) })).toEqual({ sent: 1, failed: 0, gone: 0 });
    expect(service.received.map((push) => [push.deviceId, push.payload])).toEqual([[devices[0].id, NOTICE]]);
  });

  it("a push service that is down is retried with backoff for a day, then given up and its payload dropped", async () => {
    const { member } = await memberWithDevices(1);
    service.answer = 503;
    await notify(member.id);

    expect(await deliverDuePushes()).toEqual({ sent: 0, failed: 1, gone: 0 });
    const first = await db.outboxPush.findFirstOrThrow();
    expect(await deliverDuePushes({ at: inMs(31_000) })).toEqual({ sent: 0, failed: 1, gone: 0 });
    const second = await db.outboxPush.findFirstOrThrow();
    // The wait doubles: 30 s, then 1 min.
    expect(second.nextAttemptAt.getTime() - first.nextAttemptAt.getTime()).toBeGreaterThan(60_000);
    expect(second.lastError).toMatch(/503/);
    expect(second.failedAt).toBeNull();

    expect(await deliverDuePushes({ at: inMs(pushOutbox.retry.windowMs + 60_000) })).toEqual({ sent: 0, failed: 1, gone: 0 });
    const given = await db.outboxPush.findFirstOrThrow();
    expect(given.failedAt).not.toBeNull();
    expect(given.payload).toBeNull();
    expect(given.attempts).toBe(3);
    // The device stays: only 404/410 say it is gone.
    expect(await db.pushSubscription.count()).toBe(1);
    // Kept a week for "did it go out?", then pruned.
    expect(await pruneOutbox(pushOutbox, { at: inMs(pushOutbox.retry.windowMs + 8 * 24 * 3_600_000) })).toBe(1);
  });

  it("a connection refused is a failure to retry, like any other", async () => {
    const member = await createUser();
    await subscribeDevice(member.id, {
      endpoint: "https://127.0.0.1:9/push/nenhum",
      keys: service.device().subscription.keys,
    });
    await notify(member.id);
    expect(await deliverDuePushes()).toEqual({ sent: 0, failed: 1, gone: 0 });
    expect((await db.outboxPush.findFirstOrThrow()).lastError).toMatch(/ECONNREFUSED/);
  });

  it("a device stored on another port of a push service (before the rule, or restored) is never posted to: it is gone", async () => {
    const member = await createUser();
    const { keys } = service.device().subscription;
    await db.pushSubscription.create({
      data: { userId: member.id, endpoint: "https://fcm.googleapis.com:8443/fcm/send/antigo", p256dh: keys.p256dh, auth: keys.auth },
    });
    await notify(member.id);
    expect(await deliverDuePushes()).toEqual({ sent: 0, failed: 0, gone: 1 });
    expect(await db.pushSubscription.count()).toBe(0);
    expect(await db.outboxPush.count()).toBe(0);
  });

  it("two instances delivering at once push each notice exactly once", async () => {
    const members = await Promise.all([memberWithDevices(2), memberWithDevices(2), memberWithDevices(2)]);
    service.delayMs = 150;
    const titles: string[] = [];
    for (const [index, { member }] of members.entries()) {
      for (const round of [1, 2]) {
        const title = `Aviso ${index}.${round}`;
        titles.push(title, title); // two devices each
        await notify(member.id, { ...NOTICE, title });
      }
    }

    const loop = async () => {
      let sent = 0;
      // Until nothing is due (a failure would wait 30 s: the count below then tells).
      while ((await db.outboxPush.count({ where: { sentAt: null, nextAttemptAt: { lte: new Date() } } })) > 0) {
        sent += (await deliverDuePushes()).sent;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return sent;
    };
    const [first, second] = await Promise.all([loop(), loop()]);

    expect(first + second).toBe(12);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect(service.arrivals).toBe(12);
    expect(service.received.map((push) => push.payload.title).sort()).toEqual(titles.sort());
    const perDevice = new Set(service.received.map((push) => `${push.deviceId}/${push.payload.title}`));
    expect(perDevice.size).toBe(12);
  });

  it("erasing a member removes their devices and the pushes waiting for them", async () => {
    const { member } = await memberWithDevices(2);
    const other = await memberWithDevices(1);
    await notify(member.id);
    await notify(other.member.id);
    await db.user.update({ where: { id: member.id }, data: { isActive: false } });

    await eraseMember(member.id);

    expect(await db.pushSubscription.count({ where: { userId: member.id } })).toBe(0);
    expect(await deliverDuePushes()).toEqual({ sent: 1, failed: 0, gone: 0 });
    expect(service.received.map((push) => push.deviceId)).toEqual([other.devices[0].id]);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
