import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { outboxDelivery } from "@/server/outbox/deliver-due";
import { deliverDuePushes, pushOutbox } from "@/server/push/push-outbox";
import { enqueuePush, type PushNotice } from "@/server/push/enqueue-push";
import { subscribeDevice } from "@/server/push/subscribe-device";
import { vapidKeys } from "@/server/push/vapid-keys";
import { createUser } from "../../../test/db-helpers";
import { startFakePushService, type FakeDevice, type FakePushService } from "../../../test/fake-push-service";

// One member's dead devices delay nobody else: a push service that never answers for them holds
// one send each, for one timeout, while the other members' pushes go out beside them.

const TIMEOUT_MS = 1_000;
process.env.PUSH_TIMEOUT_MS = String(TIMEOUT_MS);
process.env.PUSH_SERVICE_HOSTS = "127.0.0.1";

let service: FakePushService;
beforeAll(async () => (service = await startFakePushService()));
afterAll(() => service.close());
beforeEach(async () => {
  service.expectVapidKey((await vapidKeys()).publicKey);
  Object.assign(service, { received: [], rejected: [], arrivals: 0, answer: 201, delayMs: 0 });
  service.answerFor.clear();
});
afterEach(() => expect(service.rejected).toEqual([]));

const NOTICE: PushNotice = { title: "Aula marcada", body: "Rex · quinta-feira, 26/11 às 18:00", url: "/bookings" };

async function memberWithDevices(count: number, answer?: "hang") {
  const member = await createUser();
  const devices: FakeDevice[] = [];
  for (let index = 0; index < count; index++) {
    const device = service.device();
    if (answer) service.answerFor.set(device.id, answer);
    await subscribeDevice(member.id, device.subscription);
    devices.push(device);
  }
  return { member, devices };
}

const notify = (userId: number) => db.$transaction((tx) => enqueuePush(tx, userId, NOTICE));

/** Milliseconds from `start` until `condition` holds (or an error past `limitMs`). */
async function msUntil(condition: () => boolean, start: number, limitMs: number): Promise<number> {
  while (!condition()) {
    if (Date.now() - start > limitMs) throw new Error(`Not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - start;
}

describe("dead devices (integration)", () => {
  it("ten silent devices of one member hold back another member's push by less than one timeout", async () => {
    const silent = await memberWithDevices(10, "hang");
    const healthy = await memberWithDevices(1);
    await notify(silent.member.id); // written first: ten pushes ahead of the other member's
    await notify(healthy.member.id);

    const start = Date.now();
    const round = deliverDuePushes();
    const delivered = msUntil(() => service.received.length > 0, start, 3 * TIMEOUT_MS);
    await expect(delivered).resolves.toBeLessThan(TIMEOUT_MS);
    expect(service.received.map((push) => push.deviceId)).toEqual([healthy.devices[0].id]);

    expect(await round).toEqual({ sent: 1, failed: 10, gone: 0 });
    // Side by side, not one after another: ten silent devices cost three timeouts, not ten.
    expect(Date.now() - start).toBeLessThan(6 * TIMEOUT_MS);
    const failed = await db.outboxPush.findMany({ where: { sentAt: null } });
    expect(failed.map((row) => row.lastError)).toEqual(Array(10).fill(`No answer from the push service within ${TIMEOUT_MS} ms.`));
  });

  it("a push written while every send waits on one member's silent devices goes out within about one timeout", async () => {
    const silent = await memberWithDevices(10, "hang");
    const healthy = await memberWithDevices(1);
    await notify(silent.member.id);
    // The worker's delivery: its rounds share the process's sends.
    const deliver = outboxDelivery(pushOutbox);
    const first = deliver();
    await msUntil(() => service.arrivals === pushOutbox.parallelSends, Date.now(), TIMEOUT_MS);

    await notify(healthy.member.id);
    const start = Date.now();
    // The next tick: no send is free, so it adds none (and does not wait for the busy ones).
    expect(await deliver()).toEqual({ sent: 0, failed: 0, gone: 0 });
    // The first send set free takes the other member's push before the silent member's next.
    await expect(msUntil(() => service.received.length > 0, start, 3 * TIMEOUT_MS)).resolves.toBeLessThan(2 * TIMEOUT_MS);
    expect(service.received.map((push) => push.deviceId)).toEqual([healthy.devices[0].id]);
    expect(await first).toEqual({ sent: 1, failed: 10, gone: 0 });
  });
});
