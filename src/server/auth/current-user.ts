import { queryRows } from "@/server/db";
import { DATA_VERSION_SQL, noteDataVersion } from "@/server/read-cache";
import { readSessionToken, SESSION_COOKIE } from "@/server/auth/session-token";
import { readCookie } from "@/server/request/read-cookie";
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
  if (!token) return null;
  const claims = await readSessionToken(token);
  if (!claims) return null;
  // Every request asks this, so it is one statement straight to the driver (see db.ts), which
  // also reads the version of the club's data: the same round trip tells whether what the process
  // keeps still holds (read-cache.ts).
  const [row] = await queryRows<SessionUser & { dataVersion: string }>(
    `SELECT u.id, u.name, u.email, u.role::text AS role, u.student_category::text AS "studentCategory",
            u.must_change_password AS "mustChangePassword",
            ${DATA_VERSION_SQL} AS "dataVersion"
     FROM users u
     WHERE u.id = $1 AND u.session_version = $2 AND u.is_active AND u.approved_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM revoked_sessions r WHERE r.id = $3 AND r.user_id = u.id)`,
    [claims.userId, claims.sessionVersion, claims.sessionId],
  );
  if (!row) return null;
  const { dataVersion, ...user } = row;
  noteDataVersion(dataVersion);
  return user;
}

/** The token of a request: `Authorization: Bearer` for API clients, else the session cookie. */
export function sessionTokenOf(request: Request): { token: string | undefined; viaCookie: boolean } {
  const header = request.headers.get("authorization");
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (bearer) return { token: bearer, viaCookie: false };
  return { token: readCookie(request.headers.get("cookie"), SESSION_COOKIE), viaCookie: true };
}
