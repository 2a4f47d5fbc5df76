import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/server/db";
import { deliverDuePushes } from "@/server/push/push-outbox";
import { enqueuePush } from "@/server/push/enqueue-push";
import { subscribeDevice } from "@/server/push/subscribe-device";
import { vapidKeys } from "@/server/push/vapid-keys";
import { createUser } from "../../../test/db-helpers";
import { startFakePushService, type FakePushService } from "../../../test/fake-push-service";

// VAPID keys set in the environment: pushes are signed with them and the database keeps none.
// A half-set or malformed pair stops the app at its first configuration read, saying why.

const pair = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = pair.publicKey;
process.env.VAPID_PRIVATE_KEY = pair.privateKey;
process.env.VAPID_SUBJECT = "mailto:geral@clube-ace.pt";
// The push service on loopback, beside the browsers' own.
process.env.PUSH_SERVICE_HOSTS = "127.0.0.1";

let service: FakePushService;
beforeAll(async () => (service = await startFakePushService()));
afterAll(() => service.close());

describe("VAPID keys from the environment (integration)", () => {
  it("signs pushes with the environment's pair and its subject, and stores no pair", async () => {
    expect(await vapidKeys()).toEqual(pair);
    service.expectVapidKey(pair.publicKey);
    const member = await createUser();
    const device = service.device();
    await subscribeDevice(member.id, device.subscription);
    await db.$transaction((tx) => enqueuePush(tx, member.id, { title: "Olá", body: "Teste", url: "/" }));

    expect(await deliverDuePushes()).toEqual({ sent: 1, failed: 0, gone: 0 });
    expect(service.rejected).toEqual([]);
    expect(service.received.map((push) => [push.subject, push.payload.title])).toEqual([["mailto:geral@clube-ace.pt", "Olá"]]);
    expect(await db.pushVapidKeys.count()).toBe(0);
  });

  it.each([
    [{ VAPID_PRIVATE_KEY: "" }, "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither"],
    [{ VAPID_PUBLIC_KEY: "curta" }, "VAPID_PUBLIC_KEY must be a P-256 public key"],
    [{ VAPID_PRIVATE_KEY: `${pair.privateKey}xx` }, "VAPID_PRIVATE_KEY must be a P-256 private key"],
    [{ VAPID_SUBJECT: "geral@clube-ace.pt" }, "VAPID_SUBJECT must be a mailto: address or an https: URL"],
    [{ PUSH_TIMEOUT_MS: "5" }, "PUSH_TIMEOUT_MS"],
  ])("refuses %o at start", async (change, message) => {
    const saved = { ...process.env };
    Object.assign(process.env, change);
    try {
      vi.resetModules();
      const { config } = await import("@/server/config");
      expect(() => config()).toThrow(message);
    } finally {
      for (const key of Object.keys(change)) process.env[key] = saved[key];
      vi.resetModules();
    }
  });
});
