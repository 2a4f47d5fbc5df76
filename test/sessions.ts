import type { User } from "@/generated/prisma/client";
import { issueSessionToken } from "@/server/auth/session-token";

/** A real session token for a test user, as login would issue it. */
export function tokenFor(user: Pick<User, "id" | "sessionVersion">): Promise<string> {
  return issueSessionToken({ userId: user.id, sessionVersion: user.sessionVersion });
}
