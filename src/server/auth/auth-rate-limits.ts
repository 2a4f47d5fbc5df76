import type { Limit } from "@/server/auth/rate-limit";

// The limits of the signed-out calls: per email, per client address (behind a trusted proxy
// only) and a global ceiling that bounds what one attacker can cost us.

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export function loginLimits(email: string, address: string | null): Limit[] {
  return [
    { key: `login:email:${email}`, max: 10, windowSeconds: 15 * MINUTE },
    ...(address ? [{ key: `login:ip:${address}`, max: 50, windowSeconds: 15 * MINUTE }] : []),
    { key: "login:all", max: 2000, windowSeconds: 15 * MINUTE },
  ];
}

export function registerLimits(address: string | null): Limit[] {
  return [
    ...(address ? [{ key: `register:ip:${address}`, max: 10, windowSeconds: HOUR }] : []),
    { key: "register:all", max: 200, windowSeconds: HOUR },
  ];
}

export function passwordResetLimits(email: string, address: string | null): Limit[] {
  return [
    { key: `reset:email:${email}`, max: 3, windowSeconds: HOUR },
    ...(address ? [{ key: `reset:ip:${address}`, max: 10, windowSeconds: HOUR }] : []),
    { key: "reset:all", max: 200, windowSeconds: HOUR },
  ];
}
