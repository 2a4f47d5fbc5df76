import { Prisma } from "@/generated/prisma/client";
import { queryRows, writeRows } from "@/server/db";

// The table of writes named by an Idempotency-Key (run-once.ts decides what to do with them).
// Each function is one statement on its own, outside any transaction: a request waiting for
// another's answer holds no connection while it waits. Times are the database's
// clock, the same for every instance.

/** How long a key is remembered; past it the key is a new one (and the hourly pruning drops it). */
export const KEY_KEPT_HOURS = 24;

/** A key still running after this long belongs to an instance that stopped: a repeat takes it over. */
export const ABANDONED_AFTER_SECONDS = 60;

export type StoredAnswer = { status: number; contentType: string | null; body: string };

export type KeyState =
  | { state: "absent" }
  | { state: "other-request" }
  | { state: "running" }
  | { state: "answered"; answer: StoredAnswer };

/** A request's claim on its key: the key, the request's fingerprint, and a token naming this run. */
export type KeyClaim = { key: string; fingerprint: string; claimToken: string };

/**
 * Claims the key for this request, in one statement: a new key, one past its 24 hours (whatever
 * it named) or one the same request left running on an instance that stopped. True when this
 * request is the one to run; of two at once, PostgreSQL lets exactly one insert or update the row.
 * (A signed-in request claims with its session's read: user-claiming-key.ts.)
 */
export async function claimKey(userId: number, { key, fingerprint, claimToken }: KeyClaim): Promise<boolean> {
  const rows = await writeRows<{ claim_token: string }>`${claimKeySql(Prisma.sql`VALUES (${userId}::int, ${key}, ${fingerprint}, ${claimToken})`)}`;
  return rows.length === 1;
}

/** The claim's insert, of the row `source` gives (user, key, fingerprint, token); answers the claim's token when it was made. */
export function claimKeySql(source: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`INSERT INTO idempotency_keys (user_id, "key", fingerprint, claim_token)
     ${source}
     ON CONFLICT (user_id, "key") DO UPDATE
       SET fingerprint = EXCLUDED.fingerprint, claim_token = EXCLUDED.claim_token,
           status = NULL, content_type = NULL, response_body = NULL, created_at = now()
       WHERE idempotency_keys.created_at < now() - make_interval(hours => ${KEY_KEPT_HOURS})
          OR (idempotency_keys.status IS NULL
              AND idempotency_keys.fingerprint = EXCLUDED.fingerprint
              AND idempotency_keys.created_at < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS}))
     RETURNING claim_token`;
}

/** What the key holds for this request (a key past its 24 hours is absent: it is never matched). */
export async function readKey(userId: number, key: string, fingerprint: string): Promise<KeyState> {
  const [row] = await queryRows<{ fingerprint: string; status: number | null; content_type: string | null; response_body: string | null }>`
    SELECT fingerprint, status, content_type, response_body FROM idempotency_keys
    WHERE user_id = ${userId} AND "key" = ${key} AND created_at >= now() - make_interval(hours => ${KEY_KEPT_HOURS})`;
  if (!row) return { state: "absent" };
  if (row.fingerprint !== fingerprint) return { state: "other-request" };
  if (row.status === null || row.response_body === null) return { state: "running" };
  return { state: "answered", answer: { status: row.status, contentType: row.content_type, body: row.response_body } };
}

/** Keeps the answer of the run that holds the claim (a run taken over keeps nothing). */
export async function storeAnswer(userId: number, key: string, claimToken: string, answer: StoredAnswer): Promise<void> {
  await writeRows`
    UPDATE idempotency_keys SET status = ${answer.status}, content_type = ${answer.contentType}, response_body = ${answer.body}
    WHERE user_id = ${userId} AND "key" = ${key} AND claim_token = ${claimToken}`;
}

/** Frees the key after a failure, so that a retry runs again. */
export async function releaseKey(userId: number, key: string, claimToken: string): Promise<void> {
  await writeRows`DELETE FROM idempotency_keys WHERE user_id = ${userId} AND "key" = ${key} AND claim_token = ${claimToken}`;
}

/** Drops the keys past their 24 hours; the number dropped. */
export async function pruneIdempotencyKeys(): Promise<number> {
  const rows = await writeRows<{ count: number }>`
    WITH gone AS (DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${KEY_KEPT_HOURS}) RETURNING 1)
    SELECT count(*)::int AS count FROM gone`;
  return rows[0].count;
}
