import { db } from "@/server/db";
import { now } from "@/lib/club-time";
import { RateLimitedError, ServiceBusyError } from "@/server/errors";

// Counters in PostgreSQL, so every app instance sees the same counts. A key's window starts at
// its first attempt (once its last window has ended) and lasts `windowSeconds`: a burst of
// attempts is counted whole, whatever the clock reads, where windows cut at the quarters of the
// clock would let a burst across one of them count twice the limit.

export type Limit = { key: string; max: number; windowSeconds: number };

const MESSAGE = "Demasiadas tentativas. Aguarde alguns minutos e tente novamente.";

/** Counts one attempt against each limit; throws RateLimitedError (429) once any is exceeded. */
export async function consumeRateLimits(limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const at = now();
    const ended = windowEndedBy(at, limit);
    // One statement: attempts at the same moment wait for each other on the key's row, so none
    // is missed. The SET's expressions read the row as it was.
    const [row] = await db.$queryRaw<{ window_start: Date; count: number }[]>`
      INSERT INTO rate_limit_hits (key, window_start, count) VALUES (${limit.key}, ${at}, 1)
      ON CONFLICT (key) DO UPDATE SET
        window_start = CASE WHEN rate_limit_hits.window_start > ${ended} THEN rate_limit_hits.window_start ELSE excluded.window_start END,
        count = CASE WHEN rate_limit_hits.window_start > ${ended} THEN rate_limit_hits.count + 1 ELSE 1 END
      RETURNING window_start, count`;
    if (row.count > limit.max) {
      const retryAfter = Math.ceil((row.window_start.getTime() + limit.windowSeconds * 1000 - at.getTime()) / 1000);
      throw new RateLimitedError(MESSAGE, retryAfter);
    }
  }
}

/**
 * Gives back one attempt to each limit (a sign-in that succeeded is no guess). Counting first
 * and refunding after keeps the bound strict when attempts arrive at the same moment.
 */
export async function refundRateLimits(limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    await db.$executeRaw`
      UPDATE rate_limit_hits SET count = greatest(count - 1, 0)
      WHERE key = ${limit.key} AND window_start > ${windowEndedBy(now(), limit)}`;
  }
}

/** A window that started at or before this instant has ended by `at`. */
function windowEndedBy(at: Date, limit: Limit): Date {
  return new Date(at.getTime() - limit.windowSeconds * 1000);
}

/**
 * Runs the password check an attempt was counted for. When the password queue refuses it
 * (ServiceBusyError, 503), nothing was judged: the attempt is given back before the refusal goes on.
 */
export async function refundIfBusy<T>(limits: Limit[], check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof ServiceBusyError) await refundRateLimits(limits);
    throw error;
  }
}

/** Forgets windows that ended more than a day ago. */
export async function pruneRateLimits(): Promise<void> {
  await db.rateLimitHit.deleteMany({ where: { windowStart: { lt: new Date(now().getTime() - 86_400_000) } } });
}
