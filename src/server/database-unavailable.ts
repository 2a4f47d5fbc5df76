// Whether a failure means the database cannot be reached: the API answers 503 (error-response.ts),
// screens give way to the "temporarily unavailable" page (page-session.ts), the health check says so;
// and whether a request found no free connection in time (the server busy: 503 with Retry-After).

// Connection refused or reset, and PostgreSQL's "admin shutdown", "cannot connect now" (starting
// up or shutting down), "too many connections" and connection-exception classes.
const UNREACHABLE_CODES = new Set([
  "P1001", "P1002", "P1017", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE",
  "57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08006",
]);
const UNREACHABLE_MESSAGE =
  /ECONNREFUSED|ECONNRESET|Connection terminated|Can't reach database server|DatabaseNotReachable|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|Client has encountered a connection error/i;

/**
 * Whether a failure means the database cannot be reached right now. Prisma's driver adapter
 * hides PostgreSQL's own error under `meta.driverAdapterError.cause`, the pg driver under
 * `cause`: every nested error is looked at (`anyCause`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyCause(error, (candidate) => {
    if (candidate.name === "PrismaClientInitializationError") return true;
    for (const code of [candidate.code, candidate.originalCode]) if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    if (candidate.kind === "DatabaseNotReachable" || candidate.kind === "ConnectionClosed") return true;
    return typeof candidate.message === "string" && UNREACHABLE_MESSAGE.test(candidate.message);
  });
}

// A request that waited DATABASE_POOL_TIMEOUT_MS for one of the pool's connections and got none:
// Prisma's "Unable to start a transaction in the given time" (a transaction's `maxWait`) and
// "Timed out fetching a new connection from the connection pool", pg's pool's "timeout exceeded
// when trying to connect".
const POOL_WAIT_OVER_MESSAGE = /Unable to start a transaction in the given time|Timed out fetching a new connection|timeout exceeded when trying to connect/i;

/** Whether a failure is a wait for a free connection that ran out: the server is busy, not broken. */
export function isPoolWaitOver(error: unknown): boolean {
  return anyCause(error, (candidate) => candidate.code === "P2024" || (typeof candidate.message === "string" && POOL_WAIT_OVER_MESSAGE.test(candidate.message)));
}

type Candidate = {
  name?: string; code?: unknown; originalCode?: unknown; kind?: unknown; message?: unknown;
  cause?: unknown; meta?: { driverAdapterError?: unknown }; driverAdapterError?: unknown;
};

/** Whether `test` holds for the error or one of its nested causes: without recursion, at most 20 looked at. */
function anyCause(error: unknown, test: (candidate: Candidate) => boolean): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 20; seen++) {
    const candidate = pending.shift() as Candidate | null;
    if (!candidate || typeof candidate !== "object") continue;
    if (test(candidate)) return true;
    pending.push(candidate.cause, candidate.meta?.driverAdapterError, candidate.driverAdapterError);
  }
  return false;
}
