import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/server/db";
import { outboxDelivery } from "@/server/outbox/deliver-due";
import { deliverDuePushes, pushOutbox } from "@/server/push/push-outbox";
import { enqueuePush, type PushNotice } from "@/server/push/enqueue-push";
import { subscribeDevice } from "@/server/push/subscribe-device";
import { vapidKeys } from "@/server/push/vapid-keys";
import { createUser } from "../../../test/db-helpers";
import { startFakePushService, type FakeDevice, type FakePushService } from "../../../test/fake-push-service";

// One member's dead devices delay nobody else: a push service that never answers for them holds
// one send each, for one timeout, while the other members' pushes go out beside them. What is
// asserted is the order of the sends, never how long they took (that is the bench's).

const TIMEOUT_MS = 1_000;
process.env.PUSH_TIMEOUT_MS = String(TIMEOUT_MS);
process.env.PUSH_SERVICE_HOSTS = "127.0.0.1";

let service: FakePushService;
beforeAll(async () => (service = await startFakePushService()));
afterAll(() => service.close());
beforeEach(async () => {
  service.expectVapidKey((await vapidKeys()).publicKey);
  Object.assign(service, { received: [], rejected: [], arrivals: 0, arrivedFor: [], hanging: 0, hangingPeak: 0, answer: 201, delayMs: 0 });
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

/** Where the device's push came among the requests the service received (-1: never). */
const arrivalOf = (device: FakeDevice) => service.arrivedFor.indexOf(device.id);

describe("dead devices (integration)", () => {
  it("ten silent devices of one member hold back no other member's push: it goes out beside their first sends", async () => {
    const silent = await memberWithDevices(10, "hang");
    const healthy = await memberWithDevices(1);
    await notify(silent.member.id); // written first: ten pushes ahead of the other member's
    await notify(healthy.member.id);

    expect(await deliverDuePushes()).toEqual({ sent: 1, failed: 10, gone: 0 });
    expect(service.received.map((push) => push.deviceId)).toEqual([healthy.devices[0].id]);
    // Among the first sends, before any was set free by its timeout (in the order written, it
    // would have been the eleventh).
    expect(arrivalOf(healthy.devices[0])).toBeGreaterThanOrEqual(0);
    expect(arrivalOf(healthy.devices[0])).toBeLessThan(pushOutbox.parallelSends);
    // Side by side, not one after another: the silent member's sends waited together.
    expect(service.hangingPeak).toBeGreaterThan(1);
    const failed = await db.outboxPush.findMany({ where: { sentAt: null } });
    expect(failed.map((row) => row.lastError)).toEqual(Array(10).fill(`No answer from the push service within ${TIMEOUT_MS} ms.`));
  });

  it("a push written while every send waits on one member's silent devices takes the first send set free", async () => {
    const silent = await memberWithDevices(10, "hang");
    const healthy = await memberWithDevices(1);
    await notify(silent.member.id);
    // The worker's delivery: its rounds share the process's sends.
    const deliver = outboxDelivery(pushOutbox);
    const first = deliver();
    await vi.waitFor(() => expect(service.hanging).toBe(pushOutbox.parallelSends), { timeout: 20_000 });

    await notify(healthy.member.id);
    const sentBefore = service.arrivals;
    // The next tick: no send is free, so it adds none (and does not wait for the busy ones).
    expect(await deliver()).toEqual({ sent: 0, failed: 0, gone: 0 });
    expect(await first).toEqual({ sent: 1, failed: 10, gone: 0 });
    expect(service.received.map((push) => push.deviceId)).toEqual([healthy.devices[0].id]);
    // The sends set free together take the other member's push before the silent member's next
    // ones (in the order written, it would have been the last).
    expect(arrivalOf(healthy.devices[0])).toBeGreaterThanOrEqual(sentBefore);
    expect(arrivalOf(healthy.devices[0])).toBeLessThan(sentBefore + pushOutbox.parallelSends);
  });
});
