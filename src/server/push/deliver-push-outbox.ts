import { Prisma } from "@/generated/prisma/client";
import { config } from "@/server/config";
import { db, type Tx } from "@/server/db";
import { PushGoneError, sendPush } from "@/server/push/send-push";
import { vapidKeys, type VapidKeys } from "@/server/push/vapid-keys";

// Delivers due pushes with the mail outbox's guarantees (docs/architecture.md, "Push"): one push
// per transaction, its row locked (FOR UPDATE SKIP LOCKED) while it is sent, so another instance
// skips it and a crash mid-send releases it; each push goes out once. The device's row is locked
// too: one send at a time per device, so two instances never both find it gone and remove it.
// A failure is retried with backoff for PUSH_RETRY_WINDOW_MS, then given up (mail carries the
// same notice). Sent or given up, the payload goes. A push service answering 404 or 410 has
// forgotten the device: the subscription goes, and its pending pushes with it.

/** Pushes per round, so a worker's tick ends and the pruning gets its turn. */
const PER_ROUND = 20;
/** A push is tried for this long after it was written: late news is no news on a phone. */
export const PUSH_RETRY_WINDOW_MS = 24 * 3_600_000;

type DuePush = {
  id: number;
  subscription_id: number;
  payload: string;
  attempts: number;
  last_chance: boolean;
  endpoint: string;
  p256dh: string;
  auth: string;
};
type Outcome = "sent" | "failed" | "gone" | "none";

/** `at`: the instant to deliver as of (tests move it); by default the database's clock. */
export async function deliverDuePushes({ at }: { at?: Date } = {}): Promise<{ sent: number; failed: number; gone: number }> {
  const counts = { sent: 0, failed: 0, gone: 0 };
  const keys = await vapidKeys(); // before any transaction: it may read the pool
  for (let round = 0; round < PER_ROUND; round++) {
    const outcome = await deliverNextPush(at ?? null, keys);
    if (outcome === "none") break;
    counts[outcome]++;
  }
  return counts;
}

async function deliverNextPush(at: Date | null, keys: VapidKeys): Promise<Outcome> {
  const clock = Prisma.sql`coalesce(${at}::timestamptz, now())`;
  return db.$transaction(
    async (tx) => {
      const [push] = await tx.$queryRaw<DuePush[]>`
        SELECT p.id, p.subscription_id, p.payload, p.attempts, s.endpoint, s.p256dh, s.auth,
          p.created_at <= ${clock} - make_interval(secs => ${PUSH_RETRY_WINDOW_MS / 1000}) AS last_chance
        FROM outbox_pushes p JOIN push_subscriptions s ON s.id = p.subscription_id
        WHERE p.sent_at IS NULL AND p.failed_at IS NULL AND p.next_attempt_at <= ${clock}
        ORDER BY p.id LIMIT 1
        FOR UPDATE OF p, s SKIP LOCKED`;
      if (!push) return "none";
      try {
        await sendPush(push, push.payload, keys);
      } catch (error) {
        if (error instanceof PushGoneError) {
          await tx.$executeRaw`DELETE FROM push_subscriptions WHERE id = ${push.subscription_id}`;
          return "gone";
        }
        await recordFailure(tx, push, clock, error);
        return "failed";
      }
      await tx.$executeRaw`
        UPDATE outbox_pushes SET sent_at = ${clock}, payload = NULL, attempts = attempts + 1, last_error = NULL
        WHERE id = ${push.id}`;
      return "sent";
    },
    // The send happens inside: the transaction outlasts the longest send send-push.ts allows.
    { timeout: config().pushTimeoutMs + 30_000 },
  );
}

async function recordFailure(tx: Tx, push: DuePush, clock: Prisma.Sql, error: unknown): Promise<void> {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  if (push.last_chance) {
    await tx.$executeRaw`
      UPDATE outbox_pushes SET failed_at = ${clock}, payload = NULL, attempts = attempts + 1, last_error = ${lastError}
      WHERE id = ${push.id}`;
    return;
  }
  const delaySeconds = pushRetryDelayMs(push.attempts + 1) / 1000;
  await tx.$executeRaw`
    UPDATE outbox_pushes
    SET attempts = attempts + 1, last_error = ${lastError}, next_attempt_at = ${clock} + make_interval(secs => ${delaySeconds})
    WHERE id = ${push.id}`;
}

/** 30 s, 1 min, 2 min, ... capped at 30 minutes. */
export function pushRetryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 1_800_000);
}
