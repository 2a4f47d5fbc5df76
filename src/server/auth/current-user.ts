import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/server/db";
import { DATA_VERSION_SQL, noteDataVersion } from "@/server/read-cache";
import { readSessionToken, type SessionToken } from "@/server/auth/session-token";
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
  const session = token ? await readSessionToken(token) : null;
  if (!session) return null;
  // Every request asks this, so it is one statement straight to the driver (see db.ts), which
  // also reads the version of the club's data: the same round trip tells whether what the process
  // keeps still holds (read-cache.ts).
  const [row] = await queryRows<SessionUserRow>`${sessionUserSql(session)}`;
  return row ? sessionUserOf(row) : null;
}

/** What `sessionUserSql` answers: the user and the versions of the club's data. */
export type SessionUserRow = SessionUser & { dataVersion: string };

/**
 * The session's user, still on its session version, active, approved, the session not ended, and
 * the versions of the club's data (read-cache.ts). A piece other statements may read beside
 * theirs (src/server/idempotency/user-claiming-key.ts).
 */
export function sessionUserSql({ userId, sessionVersion, sessionId }: SessionToken): Prisma.Sql {
  return Prisma.sql`
  SELECT u.id, u.name, u.email, u.role::text AS role, u.student_category::text AS "studentCategory",
         u.must_change_password AS "mustChangePassword",
         ${DATA_VERSION_SQL} AS "dataVersion"
  FROM users u
  WHERE u.id = ${userId} AND u.session_version = ${sessionVersion} AND u.is_active AND u.approved_at IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM revoked_sessions r WHERE r.id = ${sessionId} AND r.user_id = u.id)`;
}

/** The user of `sessionUserSql`'s row, its data versions noted for this request. */
export function sessionUserOf({ dataVersion, ...user }: SessionUserRow): SessionUser {
  noteDataVersion(dataVersion);
  return user;
}
