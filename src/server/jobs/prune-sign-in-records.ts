import { pruneRevokedSessions } from "@/server/auth/log-out";
import { pruneRateLimits } from "@/server/rate-limit";

const EVERY_MS = 3_600_000;
let lastRun: number | null = null;

/**
 * Drops rate-limit counters past their day and revoked sessions whose token has expired, at start
 * and then hourly in each process: deleting what has expired needs no claim across instances.
 */
export async function pruneSignInRecordsIfDue(): Promise<null> {
  const at = performance.now();
  if (lastRun !== null && at - lastRun < EVERY_MS) return null;
  lastRun = at;
  await Promise.all([pruneRateLimits(), pruneRevokedSessions()]);
  return null;
}
