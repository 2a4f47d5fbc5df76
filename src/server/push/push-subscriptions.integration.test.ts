import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { enqueuePush } from "@/server/push/enqueue-push";
import { MAX_DEVICES_PER_MEMBER, UNKNOWN_PUSH_SERVICE } from "@/server/push/subscribe-device";
import { loadOrMakeVapidKeys } from "@/server/push/vapid-keys";
import { GET as getMyData } from "@/app/api/auth/my-data/route";
import { GET as getPublicKey } from "@/app/api/push/public-key/route";
import { DELETE as turnOff, GET as listDevices, POST as turnOn } from "@/app/api/push/subscriptions/route";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { startFakePushService, type FakePushService } from "../../../test/fake-push-service";
import { tokenFor } from "../../../test/sessions";

// The member's side of Web Push: the key a browser subscribes with, turning a device on and off,
// what bad input gets, a shared phone changing hands, and many members at once.

// The push service on loopback, beside the browsers' own.
process.env.PUSH_SERVICE_HOSTS = "127.0.0.1";

let service: FakePushService;
beforeAll(async () => (service = await startFakePushService()));
afterAll(() => service.close());

async function signedIn() {
  const user = await createUser();
  return { user, token: await tokenFor(user) };
}

describe("GET /api/push/public-key (integration)", () => {
  it("answers the one key pair of the app, made once even when instances start at once", async () => {
    const { token } = await signedIn();
    const pairs = await Promise.all([loadOrMakeVapidKeys(), loadOrMakeVapidKeys(), loadOrMakeVapidKeys()]);
    expect(new Set(pairs.map((pair) => `${pair.publicKey}/${pair.privateKey}`)).size).toBe(1);
    expect(await db.pushVapidKeys.count()).toBe(1);

    const response = await callRoute(getPublicKey, { token });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ public_key: pairs[0].publicKey });
    expect(response.json.public_key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(response.text).not.toContain(pairs[0].privateKey);
  });

  it("is for signed-in users only", async () => {
    expect((await callRoute(getPublicKey)).status).toBe(401);
  });
});

describe("/api/push/subscriptions (integration)", () => {
  it("turns this device on, lists it, and turns it off", async () => {
    const { user, token } = await signedIn();
    const device = service.device();

    const on = await callRoute(turnOn, { method: "POST", token, body: device.subscription });
    expect(on.status).toBe(201);
    // Again (the page re-sends it): still one device.
    expect((await callRoute(turnOn, { method: "POST", token, body: device.subscription })).status).toBe(201);
    const listed = await callRoute(listDevices, { token });
    expect(listed.json.subscriptions).toEqual([{ endpoint: device.subscription.endpoint, created_at: expect.any(String) }]);
    expect(await db.pushSubscription.findMany({ select: { userId: true, p256dh: true, auth: true } })).toEqual([
      { userId: user.id, p256dh: device.subscription.keys.p256dh, auth: device.subscription.keys.auth },
    ]);

    const off = await callRoute(turnOff, { method: "DELETE", token, body: { endpoint: device.subscription.endpoint } });
    expect(off.json).toEqual({ success: true, removed: true });
    expect((await callRoute(listDevices, { token })).json.subscriptions).toEqual([]);
    // Already off (the browser forgot first): not an error.
    const again = await callRoute(turnOff, { method: "DELETE", token, body: { endpoint: device.subscription.endpoint } });
    expect(again.json).toEqual({ success: true, removed: false });
  });

  it("'Os Meus Dados' lists the member's devices with notifications on, not their keys", async () => {
    const { token } = await signedIn();
    const device = service.device();
    await callRoute(turnOn, { method: "POST", token, body: device.subscription });
    const response = await callRoute(getMyData, { token });
    expect(response.json.notification_devices).toEqual([{ endpoint: device.subscription.endpoint, created_at: expect.any(String) }]);
    expect(response.text).not.toContain(device.subscription.keys.auth);
  });

  it("accepts padded keys and stores them unpadded", async () => {
    const { token } = await signedIn();
    const { subscription } = service.device();
    const padded = { ...subscription, keys: { p256dh: `${subscription.keys.p256dh}=`, auth: `${subscription.keys.auth}==` } };
    expect((await callRoute(turnOn, { method: "POST", token, body: padded })).status).toBe(201);
    expect(await db.pushSubscription.findFirstOrThrow()).toMatchObject(subscription.keys);
  });

  it.each([
    ["no endpoint", (s: Sub) => ({ ...s, endpoint: undefined }), "O endereço de notificações do dispositivo é obrigatório."],
    ["an http endpoint", (s: Sub) => ({ ...s, endpoint: s.endpoint.replace("https:", "http:") }), "O endereço de notificações do dispositivo tem de ser um URL https válido."],
    ["an endpoint that is not a URL", (s: Sub) => ({ ...s, endpoint: "isto não é um endereço" }), "O endereço de notificações do dispositivo tem de ser um URL https válido."],
    ["an endpoint with credentials", (s: Sub) => ({ ...s, endpoint: s.endpoint.replace("https://", "https://a:b@") }), "O endereço de notificações do dispositivo tem de ser um URL https válido."],
    ["no keys", (s: Sub) => ({ ...s, keys: undefined }), "As chaves de notificações do dispositivo são obrigatórias."],
    ["a short p256dh", (s: Sub) => ({ ...s, keys: { ...s.keys, p256dh: s.keys.p256dh.slice(0, 60) } }), "A chave p256dh do dispositivo é inválida."],
    ["a compressed p256dh", (s: Sub) => ({ ...s, keys: { ...s.keys, p256dh: `A${s.keys.p256dh.slice(1)}` } }), "A chave p256dh do dispositivo é inválida."],
    ["an auth of 32 bytes", (s: Sub) => ({ ...s, keys: { ...s.keys, auth: Buffer.alloc(32, 7).toString("base64url") } }), "A chave auth do dispositivo é inválida."],
    ["an auth in plain base64", (s: Sub) => ({ ...s, keys: { ...s.keys, auth: "ab+/cdefghijklmnopqrst" } }), "A chave auth do dispositivo é inválida."],
  ])("refuses %s with a Portuguese message and stores nothing", async (_case, change, message) => {
    const { token } = await signedIn();
    const response = await callRoute(turnOn, { method: "POST", token, body: change(service.device().subscription) });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe(message);
    expect(await db.pushSubscription.count()).toBe(0);
  });

  it("takes devices of the browsers' push services only: the server never posts where a member chooses", async () => {
    const { token } = await signedIn();
    const { keys } = service.device().subscription;
    const known = [
      "https://fcm.googleapis.com/fcm/send/dGVzdGU6QVBBOTFiRw",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABn",
      "https://web.push.apple.com/QGuQyavXutnMGrz",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD",
    ];
    for (const endpoint of known) {
      expect((await callRoute(turnOn, { method: "POST", token, body: { endpoint, keys } })).status).toBe(201);
    }
    for (const endpoint of ["https://intranet.clube.pt/admin", "https://fcm.googleapis.com.exemplo.pt/x", "https://exemplo.pt/fcm.googleapis.com", "https://localhost/x"]) {
      const response = await callRoute(turnOn, { method: "POST", token, body: { endpoint, keys } });
      expect([response.status, response.json.error]).toEqual([400, UNKNOWN_PUSH_SERVICE]);
    }
    expect(await db.pushSubscription.count()).toBe(known.length);
  });

  it("reaches a browser's push service on https's own port only: another port is refused, in Portuguese", async () => {
    const { token } = await signedIn();
    const { keys } = service.device().subscription;
    for (const endpoint of ["https://fcm.googleapis.com:8443/fcm/send/dGVzdGU6QVBBOTFiRw", "https://updates.push.services.mozilla.com:80/wpush/v2/x", "https://web.push.apple.com:22/QGuQ"]) {
      const response = await callRoute(turnOn, { method: "POST", token, body: { endpoint, keys } });
      expect([response.status, response.json.error]).toEqual([400, UNKNOWN_PUSH_SERVICE]);
    }
    expect(await db.pushSubscription.count()).toBe(0);
    // Port 443 named: the same address as none.
    const named = await callRoute(turnOn, { method: "POST", token, body: { endpoint: "https://fcm.googleapis.com:443/fcm/send/abc", keys } });
    expect(named.status).toBe(201);
  });

  it("refuses a body that is not JSON, and a DELETE without an endpoint", async () => {
    const { token } = await signedIn();
    const notJson = await callRoute(turnOn, { method: "POST", token, rawBody: "{endpoint" });
    expect([notJson.status, notJson.json.error]).toEqual([400, "Pedido inválido: o corpo tem de ser JSON."]);
    const noEndpoint = await callRoute(turnOff, { method: "DELETE", token, body: {} });
    expect([noEndpoint.status, noEndpoint.json.error]).toEqual([400, "O endereço de notificações do dispositivo é obrigatório."]);
  });

  it("never turns off another member's device", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const device = service.device();
    await callRoute(turnOn, { method: "POST", token: owner.token, body: device.subscription });

    const response = await callRoute(turnOff, { method: "DELETE", token: stranger.token, body: { endpoint: device.subscription.endpoint } });
    expect(response.json).toEqual({ success: true, removed: false });
    expect(await db.pushSubscription.findMany({ select: { userId: true } })).toEqual([{ userId: owner.user.id }]);
    expect((await callRoute(listDevices, { token: stranger.token })).json.subscriptions).toEqual([]);
  });

  it("a shared phone turned on by its next user is theirs, and nothing waiting for the last user reaches it", async () => {
    const previous = await signedIn();
    const next = await signedIn();
    const phone = service.device();
    await callRoute(turnOn, { method: "POST", token: previous.token, body: phone.subscription });
    await db.$transaction((tx) => enqueuePush(tx, previous.user.id, { title: "Pagamento", body: "35,00 €", url: "/account" }));

    expect((await callRoute(turnOn, { method: "POST", token: next.token, body: phone.subscription })).status).toBe(201);

    expect(await db.pushSubscription.findMany({ select: { userId: true } })).toEqual([{ userId: next.user.id }]);
    expect(await db.outboxPush.count()).toBe(0);
    expect((await callRoute(listDevices, { token: previous.token })).json.subscriptions).toEqual([]);
  });

  it(`keeps a member's ${MAX_DEVICES_PER_MEMBER} newest devices`, async () => {
    const { token } = await signedIn();
    const devices = Array.from({ length: MAX_DEVICES_PER_MEMBER + 2 }, () => service.device());
    for (const device of devices) {
      expect((await callRoute(turnOn, { method: "POST", token, body: device.subscription })).status).toBe(201);
    }
    const listed = (await callRoute(listDevices, { token })).json.subscriptions.map((row: { endpoint: string }) => row.endpoint);
    expect(listed.sort()).toEqual(devices.slice(2).map((device) => device.subscription.endpoint).sort());
  });

  it("30 members turning their devices on at once all succeed", async () => {
    const members = await Promise.all(Array.from({ length: 30 }, () => signedIn()));
    const responses = await Promise.all(
      members.map(({ token }) => callRoute(turnOn, { method: "POST", token, body: service.device().subscription })),
    );
    expect(responses.map((response) => response.status)).toEqual(members.map(() => 201));
    expect(await db.pushSubscription.count()).toBe(30);
  });

  it("two members turning the same phone on at once leave it with one of them", async () => {
    const [first, second] = await Promise.all([signedIn(), signedIn()]);
    const phone = service.device();
    const responses = await Promise.all(
      [first, second].map(({ token }) => callRoute(turnOn, { method: "POST", token, body: phone.subscription })),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    const rows = await db.pushSubscription.findMany({ select: { userId: true } });
    expect(rows).toHaveLength(1);
    expect([first.user.id, second.user.id]).toContain(rows[0].userId);
  });
});

type Sub = ReturnType<FakePushService["device"]>["subscription"];
