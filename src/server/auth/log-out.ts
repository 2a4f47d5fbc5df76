import { now } from "@/lib/club-time";
import { readSessionToken } from "@/server/auth/session-token";
import { db } from "@/server/db";

/**
 * Ends the session a token belongs to, at once and for good (bearer or cookie alike); the
 * member's other sessions go on. The row is kept until the token would have expired anyway.
 */
export async function logOut(token: string | undefined): Promise<void> {
  const claims = token ? await readSessionToken(token) : null;
  if (!claims) return;
  await db.$executeRaw`
    INSERT INTO revoked_sessions (id, user_id, expires_at)
    SELECT ${claims.sessionId}, id, ${claims.expiresAt} FROM users WHERE id = ${claims.userId}
    ON CONFLICT (id) DO NOTHING`;
}

/** Forgets revocations of tokens that have expired by now. */
export async function pruneRevokedSessions(): Promise<void> {
  await db.revokedSession.deleteMany({ where: { expiresAt: { lt: now() } } });
}
