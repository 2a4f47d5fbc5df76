import { execFileSync } from "node:child_process";
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";

// A push service on loopback for push tests: a real HTTPS server that receives web-push's
// requests as FCM or Mozilla's autopush would, checks the VAPID Authorization header (an ES256
// JWT for this origin, signed by the key the app announces) and decrypts the payload (RFC 8291,
// aes128gcm) with the device's private key and auth secret, made here as a browser makes them.
// It answers what the test asks: 201, 404, 410, another status, or nothing at all.

const ece = createRequire(import.meta.url)("http_ece") as {
  decrypt(buffer: Buffer, params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string }): Buffer;
};

/** What a device (browser) would send to POST /api/push/subscriptions. */
export type FakeDevice = {
  id: string;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
};

export type ReceivedPush = {
  deviceId: string;
  /** The decrypted payload, as the service worker would read it. */
  payload: { title: string; body: string; url: string };
  ttl: number;
  /** The VAPID claims: for whom (aud), who sends (sub). */
  audience: string;
  subject: string;
};

/** How the service answers: a status, or "hang" (reads the request and never answers). */
export type Answer = number | "hang";

export type FakePushService = {
  origin: string;
  received: ReceivedPush[];
  /** Requests refused for a bad VAPID header or an undecryptable payload (must stay empty). */
  rejected: string[];
  /** Requests that arrived, answered or not. */
  arrivals: number;
  /** The devices the requests that arrived were for, in the order they arrived. */
  arrivedFor: string[];
  /** Requests left unanswered ("hang") whose sender has not given up yet, and the most at once. */
  hanging: number;
  hangingPeak: number;
  /** The answer to every device without its own (201 at first). */
  answer: Answer;
  /** An answer for one device. */
  answerFor: Map<string, Answer>;
  /** Milliseconds to wait before answering. */
  delayMs: number;
  /** The VAPID public key requests must be signed with (the app's). */
  expectVapidKey: (publicKey: string) => void;
  device: () => FakeDevice;
  close: () => Promise<void>;
};

let certificate: { key: Buffer; cert: Buffer } | undefined;

/** A self-signed certificate for 127.0.0.1, made once per test process. */
function loopbackCertificate(): { key: Buffer; cert: Buffer } {
  if (certificate) return certificate;
  const folder = mkdtempSync(path.join(os.tmpdir(), "ace-push-tls-"));
  try {
    try {
      execFileSync("openssl", [
        "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
        "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
        "-keyout", path.join(folder, "key.pem"), "-out", path.join(folder, "cert.pem"),
      ], { stdio: "ignore" });
    } catch (error) {
      throw new Error(`The fake push service makes its TLS certificate with the openssl program (apt-get install openssl): ${String(error)}`);
    }
    certificate = { key: readFileSync(path.join(folder, "key.pem")), cert: readFileSync(path.join(folder, "cert.pem")) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return certificate;
}

export async function startFakePushService(): Promise<FakePushService> {
  const { key, cert } = loopbackCertificate();
  // The app's https requests go through the default agent: it trusts this certificate too.
  https.globalAgent.options.ca = [cert];
  const devices = new Map<string, { ecdh: ECDH; auth: string }>();
  const sockets = new Set<Duplex>();
  let vapidKey: string | undefined;
  let nextId = 0;

  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      service.arrivals++;
      const deviceId = (request.url ?? "").replace(/^\/push\//, "");
      service.arrivedFor.push(deviceId);
      const device = devices.get(deviceId);
      const answer = service.answerFor.get(deviceId) ?? service.answer;
      if (answer === "hang") {
        service.hanging++;
        service.hangingPeak = Math.max(service.hangingPeak, service.hanging);
        response.on("close", () => service.hanging--); // the sender gave up (or the service closed)
        return;
      }
      const reply = (status: number) => setTimeout(() => response.writeHead(status).end(), service.delayMs);
      if (!device) return reply(404);
      try {
        const claims = checkVapid(request.headers.authorization ?? "", vapidKey);
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("Content-Encoding is not aes128gcm");
        const plain = ece.decrypt(Buffer.concat(chunks), { version: "aes128gcm", privateKey: device.ecdh, authSecret: device.auth });
        if (answer >= 200 && answer < 300) {
          service.received.push({
            deviceId,
            payload: JSON.parse(plain.toString("utf8")),
            ttl: Number(request.headers.ttl),
            audience: claims.aud,
            subject: claims.sub,
          });
        }
        reply(answer);
      } catch (error) {
        service.rejected.push(error instanceof Error ? error.message : String(error));
        reply(403);
      }
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const service: FakePushService = {
    origin,
    received: [],
    rejected: [],
    arrivals: 0,
    arrivedFor: [],
    hanging: 0,
    hangingPeak: 0,
    answer: 201,
    answerFor: new Map(),
    delayMs: 0,
    expectVapidKey: (publicKey) => (vapidKey = publicKey),
    device: () => {
      const id = `dispositivo-${++nextId}-${randomBytes(4).toString("hex")}`;
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16).toString("base64url");
      devices.set(id, { ecdh, auth });
      return {
        id,
        subscription: { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth } },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  /** The claims of a valid VAPID header for this service, or an error saying what is wrong. */
  function checkVapid(header: string, expectedKey: string | undefined): { aud: string; sub: string } {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
    if (!match) throw new Error(`Authorization is not 'vapid t=..., k=...': ${header}`);
    const [, token, publicKey] = match;
    if (expectedKey && publicKey !== expectedKey) throw new Error("VAPID key is not the app's");
    const [head, body, signature] = token.split(".");
    const point = Buffer.from(publicKey, "base64url");
    const jwk = { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") };
    const signed = verify(
      "sha256",
      Buffer.from(`${head}.${body}`),
      { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" },
      Buffer.from(signature, "base64url"),
    );
    if (!signed) throw new Error("VAPID signature does not verify");
    if (JSON.parse(Buffer.from(head, "base64url").toString()).alg !== "ES256") throw new Error("VAPID alg is not ES256");
    const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as { aud: string; exp: number; sub: string };
    if (claims.aud !== origin) throw new Error(`VAPID aud is ${claims.aud}, not ${origin}`);
    const now = Date.now() / 1000;
    if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error("VAPID exp is not within the next 24 hours");
    if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`VAPID sub is ${claims.sub}`);
    return claims;
  }

  return service;
}
