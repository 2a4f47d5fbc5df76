import type { Limit } from "@/server/rate-limit";
import type { TrustedDevice } from "@/server/auth/trusted-device";
import { addressBlock } from "@/server/request/client-address";

// The limits of the signed-out calls (docs/architecture.md, "Rate limits"). Every key names one
// account, one client address or one trusted device, so no flood from one client can refuse a
// request that its own keys would allow.
//
// - Only wrong guesses count: a sign-in with the right password gives its attempt back.
// - A stranger (no device token for the account) is limited per account and per address:
//   guessing one account's password stays slow from anywhere.
// - A browser that has signed in to the account before is exempt from the account's lockout and
//   has its own limit, so wrong guesses from elsewhere never keep a member out of their device.
// - Requests whose address is unknown (loopback, an undeclared proxy, a chain shorter than
//   TRUST_PROXY) share one "unknown" key with a higher limit: a limit is never switched off, and
//   the club's own traffic through a misconfigured proxy (a few sign-ups or resets an hour, and
//   right passwords, which cost nothing) stays under it.

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const LOGIN_PER_ACCOUNT = 10;
export const LOGIN_PER_ADDRESS = 20;
export const LOGIN_PER_UNKNOWN_ADDRESS = 100;
export const LOGIN_PER_DEVICE = 10;
export const LOGIN_WINDOW_SECONDS = 15 * MINUTE;
export const REGISTER_PER_ADDRESS = 10;
export const REGISTER_PER_UNKNOWN_ADDRESS = 50;
export const RESET_PER_ADDRESS = 10;
export const RESET_PER_UNKNOWN_ADDRESS = 50;

/** Refused handler additions (docs/rules.md, "Households"), per acting account. */
export const HANDLER_LOOKUPS_PER_ACCOUNT = 10;

export type Client = { address: string | null; device: TrustedDevice | null };

/** The per-address limit of one call: its own key per address (IPv6 per /64), or the shared one. */
function perAddress(call: string, address: string | null, max: { known: number; unknown: number }, windowSeconds: number): Limit {
  return address
    ? { key: `${call}:ip:${addressBlock(address)}`, max: max.known, windowSeconds }
    : { key: `${call}:ip:unknown`, max: max.unknown, windowSeconds };
}

export function loginLimits(email: string, { address, device }: Client): Limit[] {
  if (device) return [{ key: `login:device:${device.userId}:${device.nonce}`, max: LOGIN_PER_DEVICE, windowSeconds: LOGIN_WINDOW_SECONDS }];
  return [
    { key: `login:account:${email}`, max: LOGIN_PER_ACCOUNT, windowSeconds: LOGIN_WINDOW_SECONDS },
    perAddress("login", address, { known: LOGIN_PER_ADDRESS, unknown: LOGIN_PER_UNKNOWN_ADDRESS }, LOGIN_WINDOW_SECONDS),
  ];
}

/**
 * Changing a password: a wrong current password is a guess at the account's password, so it
 * counts on the login's own keys. One budget of guesses per account, whichever form they are typed
 * in; a member's own browser (its device token) keeps its own allowance there too.
 */
export function passwordChangeLimits(email: string, client: Client): Limit[] {
  return loginLimits(email, client);
}

export function registerLimits(address: string | null): Limit[] {
  return [perAddress("register", address, { known: REGISTER_PER_ADDRESS, unknown: REGISTER_PER_UNKNOWN_ADDRESS }, HOUR)];
}

export function passwordResetLimits(email: string, { address, device }: Client): Limit[] {
  if (device) return [{ key: `reset:device:${device.userId}:${device.nonce}`, max: 3, windowSeconds: HOUR }];
  return [
    { key: `reset:account:${email}`, max: 3, windowSeconds: HOUR },
    perAddress("reset", address, { known: RESET_PER_ADDRESS, unknown: RESET_PER_UNKNOWN_ADDRESS }, HOUR),
  ];
}

/**
 * Adding an animal's handler by email: like a password reset, a lookup of an account by its email,
 * so guessing who has one stays slow. Only refusals count (an addition gives its count back), per
 * acting account: a signed-in call, its key is the account.
 */
export function handlerLookupLimits(userId: number): Limit[] {
  return [{ key: `handler:member:${userId}`, max: HANDLER_LOOKUPS_PER_ACCOUNT, windowSeconds: HOUR }];
}
