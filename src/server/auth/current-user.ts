import { db } from "@/server/db";
import { readSessionToken, SESSION_COOKIE } from "@/server/auth/session-token";
import { readCookie } from "@/server/http/read-cookie";
import type { Role, StudentCategory } from "@/generated/prisma/enums";

/** The signed-in user, as every permission check sees them. */
export type SessionUser = {
  id: number;
  name: string;
  email: string;
  role: Role;
  studentCategory: StudentCategory | null;
};

/**
 * Resolves a session token to its user, re-reading the row so that deactivation, a role change
 * or a password change (session version) take effect on the very next request.
 */
export async function userFromSessionToken(token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const claims = await readSessionToken(token);
  if (!claims) return null;
  return db.user.findFirst({
    where: {
      id: claims.userId,
      sessionVersion: claims.sessionVersion,
      isActive: true,
      approvedAt: { not: null },
      revokedSessions: { none: { id: claims.sessionId } },
    },
    select: { id: true, name: true, email: true, role: true, studentCategory: true },
  });
}

/** The token of a request: `Authorization: Bearer` for API clients, else the session cookie. */
export function sessionTokenOf(request: Request): { token: string | undefined; viaCookie: boolean } {
  const header = request.headers.get("authorization");
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (bearer) return { token: bearer, viaCookie: false };
  return { token: readCookie(request.headers.get("cookie"), SESSION_COOKIE), viaCookie: true };
}
