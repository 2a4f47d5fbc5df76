import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { config } from "@/server/config";
import { readCookie } from "@/server/request/read-cookie";

// OWASP's device cookie: a browser where a member has signed in before carries a signed token
// for that account, and is then exempt from the account's lockout (which only strangers can
// trigger). One cookie holds the tokens of up to five accounts used on that browser.

export const DEVICE_COOKIE = "ace_device";
export const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const MAX_ACCOUNTS = 5;

export type TrustedDevice = { userId: number; nonce: string };

const signatureOf = (userId: number, nonce: string) =>
  createHmac("sha256", config().authSecret).update(`device:${userId}:${nonce}`).digest("base64url").slice(0, 32);

function parseEntry(entry: string): TrustedDevice | null {
  const [id, nonce, signature] = entry.split(".");
  const userId = Number(id);
  if (!Number.isInteger(userId) || userId < 1 || !nonce || !signature || nonce.length > 32) return null;
  const expected = Buffer.from(signatureOf(userId, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, nonce } : null;
}

/** The valid device tokens a cookie value carries (forged or malformed ones are ignored). */
export function readTrustedDevices(cookieValue: string | undefined): TrustedDevice[] {
  if (!cookieValue || cookieValue.length > 1000) return [];
  return cookieValue.split("~").slice(0, MAX_ACCOUNTS).map(parseEntry).filter((entry) => entry !== null);
}

/** The cookie value after a successful sign-in: this account's token first, kept if it had one. */
export function rememberDevice(devices: TrustedDevice[], userId: number): string {
  const own = devices.find((device) => device.userId === userId) ?? { userId, nonce: randomBytes(12).toString("base64url") };
  const others = devices.filter((device) => device.userId !== userId);
  return [own, ...others]
    .slice(0, MAX_ACCOUNTS)
    .map((device) => `${device.userId}.${device.nonce}.${signatureOf(device.userId, device.nonce)}`)
    .join("~");
}

/** The device tokens a request's cookie carries. */
export function trustedDevicesOf(request: Request): TrustedDevice[] {
  return readTrustedDevices(readCookie(request.headers.get("cookie"), DEVICE_COOKIE));
}
