import { queryRows, writeRows } from "@/server/db";
import { claimKeySql, claimKeyValues, type KeyClaim } from "@/server/idempotency/idempotency-keys";
import { DATA_VERSION_SQL, noteDataVersion } from "@/server/read-cache";
import { readSessionToken, sessionTokenIn } from "@/server/auth/session-token";
import type { Role, StudentCategory } from "@/generated/prisma/enums";

/** The signed-in user, as every permission check sees them. */
export type SessionUser = {
  id: number;
  name: string;
  email: string;
  role: Role;
  studentCategory: StudentCategory | null;
  /** Signed in with a password ACE mailed: the screens open the change form first. */
  mustChangePassword: boolean;
};

/**
 * Resolves a session token to its user, re-reading the row so that deactivation, a role change
 * or a password change (session version) take effect on the very next request.
 */
export async function userFromSessionToken(token: string | undefined): Promise<SessionUser | null> {
  const claims = token ? await readSessionToken(token) : null;
  if (!claims) return null;
  // Every request asks this, so it is one statement straight to the driver (see db.ts), which
  // also reads the version of the club's data: the same round trip tells whether what the process
  // keeps still holds (read-cache.ts).
  const [row] = await queryRows<SessionUser & { dataVersion: string }>(
    `${SESSION_USER_SQL} WHERE ${sessionUserMatches("$1", "$2", "$3")}`,
    [claims.userId, claims.sessionVersion, claims.sessionId],
  );
  return row ? noted(row) : null;
}

/**
 * The user of the token and, in the same statement, the claim of a write's Idempotency-Key
 * (idempotency-keys.ts): a write sent with a key costs one round trip fewer. Only a signed-in
 * user claims: `claimed` is true when this request is the one to run the write. Goes through the
 * writes' pool (the claim is a write).
 */
export async function userClaimingKey(token: string | undefined, claim: KeyClaim): Promise<{ user: SessionUser | null; claimed: boolean }> {
  const claims = token ? await readSessionToken(token) : null;
  if (!claims) return { user: null, claimed: false };
  // $1 to $6 are the claim's (claimKeySql), $7 and $8 the session's.
  const [row] = await writeRows<SessionUser & { dataVersion: string; claimed: boolean }>(
    `WITH me AS (${SESSION_USER_SQL} WHERE ${sessionUserMatches("$1", "$7", "$8")}),
          claim AS (${claimKeySql("SELECT me.id, $2, $3, $4 FROM me")})
     SELECT me.*, EXISTS (SELECT 1 FROM claim) AS claimed FROM me`,
    [...claimKeyValues(claims.userId, claim), claims.sessionVersion, claims.sessionId],
  );
  if (!row) return { user: null, claimed: false };
  const { claimed, ...user } = row;
  return { user: noted(user), claimed };
}

/** The signed-in user's columns and the versions of the club's data (read-cache.ts). */
const SESSION_USER_SQL = `
  SELECT u.id, u.name, u.email, u.role::text AS role, u.student_category::text AS "studentCategory",
         u.must_change_password AS "mustChangePassword",
         ${DATA_VERSION_SQL} AS "dataVersion"
  FROM users u`;

/** The session's user, still on its session version, active, approved, the session not ended (the parameters' placeholders). */
function sessionUserMatches(user: string, version: string, session: string): string {
  return `u.id = ${user} AND u.session_version = ${version} AND u.is_active AND u.approved_at IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM revoked_sessions r WHERE r.id = ${session} AND r.user_id = u.id)`;
}

function noted({ dataVersion, ...user }: SessionUser & { dataVersion: string }): SessionUser {
  noteDataVersion(dataVersion);
  return user;
}

/** The token of a request: `Authorization: Bearer` for API clients, else the session cookie. */
export function sessionTokenOf(request: Request): { token: string | undefined; viaCookie: boolean } {
  return sessionTokenIn(request.headers.get("authorization"), request.headers.get("cookie"));
}
