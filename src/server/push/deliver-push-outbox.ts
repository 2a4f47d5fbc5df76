import { Prisma } from "@/generated/prisma/client";
import { config } from "@/server/config";
import { db, type Tx } from "@/server/db";
import { isKnownPushEndpoint } from "@/server/push/push-endpoint";
import { PushGoneError, sendPush } from "@/server/push/send-push";
import { vapidKeys, type VapidKeys } from "@/server/push/vapid-keys";

// Delivers due pushes with the mail outbox's guarantees (docs/architecture.md, "Push"): one push
// per transaction, its row locked (FOR UPDATE SKIP LOCKED) while it is sent, so another instance
// skips it and a crash mid-send releases it; each push goes out once. The device's row is locked
// too: one send at a time per device, so two instances never both find it gone and remove it.
// A failure is retried with backoff for PUSH_RETRY_WINDOW_MS, then given up (mail carries the
// same notice). Sent or given up, the payload goes. A push service answering 404 or 410 has
// forgotten the device: the subscription goes, and its pending pushes with it.
//
// Pushes go side by side, up to PARALLEL_SENDS at once, each in its own transaction, and each
// send takes the next due push of a member with none under way before another of a member
// already being sent to: a member's silent devices hold one send each for PUSH_TIMEOUT_MS, while
// the other members' pushes go out beside them.

/**
 * Sends at once in a process. Each holds a pool connection while it waits for the push service
 * (DATABASE_POOL_SIZE, 10 by default): four leave the rest to requests and the mail.
 */
export const PARALLEL_SENDS = 4;
/** Pushes per round, so a worker's tick ends and the pruning gets its turn. */
const PER_ROUND = 20;
/** A push is tried for this long after it was written: late news is no news on a phone. */
export const PUSH_RETRY_WINDOW_MS = 24 * 3_600_000;

type DuePush = {
  id: number;
  subscription_id: number;
  user_id: number;
  payload: string;
  attempts: number;
  last_chance: boolean;
  endpoint: string;
  p256dh: string;
  auth: string;
};
type Counts = { sent: number; failed: number; gone: number };
type Outcome = keyof Counts | "none";
type Round = (options?: { at?: Date }) => Promise<Counts>;

/** What the sends of one delivery share: whose pushes are under way, and one claim at a time. */
type Sends = { underWay: Map<number, number>; inTurn: <T>(claim: () => Promise<T>) => Promise<T> };

/**
 * A delivery of its own, as one process (an instance) has: its rounds share PARALLEL_SENDS, so a
 * round started while sends of the last one still wait on a silent push service adds sends
 * beside them, up to the bound, or none. `at`: the instant to deliver as of (tests move it); by
 * default the database's clock.
 */
export function pushDelivery(): Round {
  const sends: Sends = { underWay: new Map(), inTurn: oneAtATime() };
  let open = 0;
  return async ({ at } = {}) => {
    const keys = await vapidKeys(); // before any transaction: it may read the pool
    const counts: Counts = { sent: 0, failed: 0, gone: 0 };
    let budget = PER_ROUND;
    const lanes: Promise<void>[] = [];
    const errors: unknown[] = [];
    const lane = async () => {
      try {
        while (budget > 0) {
          budget--;
          // A send opens the next once it has its push: no idle transactions while nothing is
          // due. Opened from here, outside this send's transaction, not from inside it.
          let claimed!: () => void;
          void new Promise<void>((resolve) => (claimed = resolve)).then(openSend);
          const outcome = await deliverNextPush(at ?? null, keys, sends, claimed);
          if (outcome === "none") {
            budget++;
            return;
          }
          counts[outcome]++;
        }
      } catch (error) {
        errors.push(error);
      } finally {
        open--;
      }
    };
    const openSend = () => {
      if (open >= PARALLEL_SENDS || budget <= 0) return;
      open++;
      lanes.push(lane());
    };
    openSend();
    for (let index = 0; index < lanes.length; index++) await lanes[index]; // lanes grows meanwhile
    if (errors.length) throw errors[0];
    return counts;
  };
}

/** One round of a delivery of its own (tests; two calls at once are two instances). */
export function deliverDuePushes(options: { at?: Date } = {}): Promise<Counts> {
  return pushDelivery()(options);
}

async function deliverNextPush(at: Date | null, keys: VapidKeys, sends: Sends, claimed: () => void): Promise<Outcome> {
  const clock = Prisma.sql`coalesce(${at}::timestamptz, now())`;
  let userId: number | undefined;
  try {
    return await db.$transaction(
      async (tx) => {
        // One claim at a time, so each sees whose pushes the others took.
        const push = await sends.inTurn(async () => {
          const underWay = [...sends.underWay.keys()];
          const [due] = await tx.$queryRaw<DuePush[]>`
            SELECT p.id, p.subscription_id, s.user_id, p.payload, p.attempts, s.endpoint, s.p256dh, s.auth,
              p.created_at <= ${clock} - make_interval(secs => ${PUSH_RETRY_WINDOW_MS / 1000}) AS last_chance
            FROM outbox_pushes p JOIN push_subscriptions s ON s.id = p.subscription_id
            WHERE p.sent_at IS NULL AND p.failed_at IS NULL AND p.next_attempt_at <= ${clock}
            ORDER BY s.user_id = ANY(${underWay}::int[]), p.id LIMIT 1
            FOR UPDATE OF p, s SKIP LOCKED`;
          if (due) {
            userId = due.user_id;
            sends.underWay.set(userId, (sends.underWay.get(userId) ?? 0) + 1);
          }
          return due;
        });
        if (!push) return "none";
        claimed();
        // Stored before the rule, or restored: a device off the allowed push services is gone.
        if (!isKnownPushEndpoint(push.endpoint)) {
          await tx.$executeRaw`DELETE FROM push_subscriptions WHERE id = ${push.subscription_id}`;
          return "gone";
        }
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
  } finally {
    if (userId !== undefined) {
      const left = (sends.underWay.get(userId) ?? 1) - 1;
      if (left > 0) sends.underWay.set(userId, left);
      else sends.underWay.delete(userId);
    }
  }
}

/** Runs the functions it is given one after another, in the order given. */
function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
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
