import { cache } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { Role } from "@/generated/prisma/enums";
import { userFromSessionToken, type SessionUser } from "@/server/auth/current-user";
import { SESSION_COOKIE } from "@/server/auth/session-token";

// Session access for server components: the route table's rules are enforced here, on the
// server, before anything renders.

/** The signed-in user of this page request; layouts and the page share one lookup. */
export const getPageUser = cache(async (): Promise<SessionUser | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return userFromSessionToken(token);
});

/** Signed out -> /login; signed in with a role not in `roles` -> /. */
export async function requirePageUser(roles?: readonly Role[]): Promise<SessionUser> {
  const user = await getPageUser();
  if (!user) redirect("/login");
  if (roles && !roles.includes(user.role)) redirect("/");
  return user;
}

/** For /login, /register, /forgot-password: signed-in users go to /. */
export async function requireSignedOut(): Promise<void> {
  if (await getPageUser()) redirect("/");
}
