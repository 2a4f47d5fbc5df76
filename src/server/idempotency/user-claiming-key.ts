import { Prisma } from "@/generated/prisma/client";
import { writeRows } from "@/server/db";
import { sessionUserOf, sessionUserSql, type SessionUser, type SessionUserRow } from "@/server/auth/current-user";
import { readSessionToken } from "@/server/auth/session-token";
import { claimKeySql, type KeyClaim } from "@/server/idempotency/idempotency-keys";

/**
 * The user of the token and, in the same statement, the first claim of a write's Idempotency-Key
 * (idempotency-keys.ts): a write sent with a key costs one round trip fewer than the session's
 * read and the claim apart. Only a signed-in user claims: `claimed` is true when this request is
 * the one to run the write (run-once.ts takes it from there). Goes through the writes' pool (the
 * claim is a write).
 */
export async function userClaimingKey(token: string | undefined, { key, fingerprint, claimToken }: KeyClaim): Promise<{ user: SessionUser | null; claimed: boolean }> {
  const session = token ? await readSessionToken(token) : null;
  if (!session) return { user: null, claimed: false };
  const [row] = await writeRows<SessionUserRow & { claimed: boolean }>`
    WITH me AS (${sessionUserSql(session)}),
         claim AS (${claimKeySql(Prisma.sql`SELECT me.id, ${key}, ${fingerprint}, ${claimToken} FROM me`)})
    SELECT me.*, EXISTS (SELECT 1 FROM claim) AS claimed FROM me`;
  if (!row) return { user: null, claimed: false };
  const { claimed, ...user } = row;
  return { user: sessionUserOf(user), claimed };
}
