import type { Limit } from "@/server/auth/rate-limit";
import type { TrustedDevice } from "@/server/auth/trusted-device";

// The limits of the signed-out calls (docs/architecture.md, "Rate limits"). Every key names one
// account, one client address or one trusted device: there is no shared ceiling, so no flood
// from one client can refuse a request that its own keys would allow.
//
// - Only wrong guesses count: a sign-in with the right password gives its attempt back.
// - A stranger (no device token for the account) is limited per account and, where the address
//   is known, per address: guessing one account's password stays slow from anywhere.
// - A browser that has signed in to the account before is exempt from the account's lockout and
//   has its own limit, so wrong guesses from elsewhere never keep a member out of their device.

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const LOGIN_PER_ACCOUNT = 10;
export const LOGIN_PER_ADDRESS = 20;
export const LOGIN_PER_DEVICE = 10;
export const LOGIN_WINDOW_SECONDS = 15 * MINUTE;

export type Client = { address: string | null; device: TrustedDevice | null };

export function loginLimits(email: string, { address, device }: Client): Limit[] {
  if (device) return [{ key: `login:device:${device.userId}:${device.nonce}`, max: LOGIN_PER_DEVICE, windowSeconds: LOGIN_WINDOW_SECONDS }];
  return [
    { key: `login:account:${email}`, max: LOGIN_PER_ACCOUNT, windowSeconds: LOGIN_WINDOW_SECONDS },
    ...(address ? [{ key: `login:ip:${address}`, max: LOGIN_PER_ADDRESS, windowSeconds: LOGIN_WINDOW_SECONDS }] : []),
  ];
}

export function registerLimits(address: string | null): Limit[] {
  return address ? [{ key: `register:ip:${address}`, max: 10, windowSeconds: HOUR }] : [];
}

export function passwordResetLimits(email: string, { address, device }: Client): Limit[] {
  if (device) return [{ key: `reset:device:${device.userId}:${device.nonce}`, max: 3, windowSeconds: HOUR }];
  return [
    { key: `reset:account:${email}`, max: 3, windowSeconds: HOUR },
    ...(address ? [{ key: `reset:ip:${address}`, max: 10, windowSeconds: HOUR }] : []),
  ];
}
