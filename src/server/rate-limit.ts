import { db } from "@/server/db";
import { now } from "@/lib/club-time";
import { RateLimitedError, ServiceBusyError } from "@/server/errors";

// Fixed-window counters in PostgreSQL, so every app instance sees the same counts.

export type Limit = { key: string; max: number; windowSeconds: number };

const MESSAGE = "Demasiadas tentativas. Aguarde alguns minutos e tente novamente.";

/** Counts one attempt against each limit; throws RateLimitedError (429) once any is exceeded. */
export async function consumeRateLimits(limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const windowMs = limit.windowSeconds * 1000;
    const current = now().getTime();
    const windowStart = new Date(Math.floor(current / windowMs) * windowMs);
    const [row] = await db.$queryRaw<{ count: number }[]>`
      INSERT INTO rate_limit_hits (key, window_start, count) VALUES (${limit.key}, ${windowStart}, 1)
      ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_hits.count + 1
      RETURNING count`;
    if (row.count > limit.max) {
      const retryAfter = Math.ceil((windowStart.getTime() + windowMs - current) / 1000);
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
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now().getTime() / windowMs) * windowMs);
    await db.$executeRaw`
      UPDATE rate_limit_hits SET count = greatest(count - 1, 0) WHERE key = ${limit.key} AND window_start = ${windowStart}`;
  }
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
