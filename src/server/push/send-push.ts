import https from "node:https";
import webpush from "web-push";
import { config } from "@/server/config";
import type { VapidKeys } from "@/server/push/vapid-keys";

// One push to one device: web-push encrypts the payload (RFC 8291, aes128gcm) and signs the
// request (VAPID); the request itself is ours, so that the whole of it, from connecting to the
// answer, is bounded by PUSH_TIMEOUT_MS and aborted past it (web-push's own limit is only on
// silence). The outbox sends while holding its row (push-outbox.ts).

export type PushDevice = { endpoint: string; p256dh: string; auth: string };

/** The push service will keep an undelivered push this long for a phone that is off. */
const PUSH_TTL_SECONDS = 24 * 3600;

/** The push service says the subscription no longer exists (404 or 410): the device is gone. */
export class PushGoneError extends Error {}

export async function sendPush(device: PushDevice, payload: string, keys: VapidKeys): Promise<void> {
  const { vapidSubject, pushTimeoutMs } = config();
  const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
    vapidDetails: { subject: vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: PUSH_TTL_SECONDS,
    contentEncoding: "aes128gcm",
  });
  const status = await post(request.endpoint, request.headers, request.body as Buffer, pushTimeoutMs);
  if (status === 404 || status === 410) throw new PushGoneError(`The push service answered ${status}: subscription gone.`);
  if (status < 200 || status > 299) throw new Error(`The push service answered ${status}.`);
}

function post(endpoint: string, headers: Record<string, string | number>, body: Buffer, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = https.request(endpoint, { method: "POST", headers, signal: AbortSignal.timeout(timeoutMs) }, (response) => {
      response.resume(); // the answer's body says nothing we use
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", (error) => {
      reject(error.name === "AbortError" ? new Error(`No answer from the push service within ${timeoutMs} ms.`) : error);
    });
    request.end(body);
  });
}
