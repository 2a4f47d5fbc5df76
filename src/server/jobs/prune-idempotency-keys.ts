import { pruneIdempotencyKeys } from "@/server/idempotency/idempotency-keys";

const EVERY_MS = 3_600_000;
let lastRun: number | null = null;

/**
 * Drops the retry keys past their 24 hours (docs/rules.md, "Writes safe to retry"), at start and
 * then hourly in each process: deleting what has expired needs no claim across instances, and a
 * key past its hours is never matched even before it goes.
 */
export async function pruneIdempotencyKeysIfDue(): Promise<{ pruned: number } | null> {
  const at = performance.now();
  if (lastRun !== null && at - lastRun < EVERY_MS) return null;
  lastRun = at;
  const pruned = await pruneIdempotencyKeys();
  return pruned > 0 ? { pruned } : null;
}
