import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { Role } from "@/generated/prisma/enums";
import { CHOOSE_PASSWORD_PATH } from "@/lib/account-paths";
import { RETURN_PARAM } from "@/lib/return-path";
import { userFromSessionToken, type SessionUser } from "@/server/auth/current-user";
import { SESSION_COOKIE } from "@/server/auth/session-token";
import { isDatabaseUnavailable } from "@/server/database-unavailable";
import { REQUEST_PATH_HEADER } from "@/server/request/request-path";

// Session access for server components: the route table's rules are enforced here, on the
// server, before anything renders.

/**
 * The signed-in user of this page request; layouts and the page share one lookup. While the
 * database cannot be reached, the screen gives way to the "temporarily unavailable" page (503),
 * which comes back to it by itself.
 */
export const getPageUser = cache(async (): Promise<SessionUser | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  try {
    return await userFromSessionToken(token);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const path = (await headers()).get(REQUEST_PATH_HEADER) ?? "/";
    redirect(`/indisponivel?voltar=${encodeURIComponent(path)}`);
  }
});

/**
 * Signed out -> /login, which comes back to this screen once signed in (a link from a mail
 * opens what it names); signed in with a password ACE mailed -> the form to choose their own,
 * whatever screen they asked for (every layout and page asks here, so a link in the navbar is
 * sent there too); signed in with a role not in `roles` -> /.
 */
export async function requirePageUser(roles?: readonly Role[]): Promise<SessionUser> {
  const user = await getPageUser();
  if (!user) {
    const path = (await headers()).get(REQUEST_PATH_HEADER) ?? "/";
    redirect(path === "/" ? "/login" : `/login?${RETURN_PARAM}=${encodeURIComponent(path)}`);
  }
  if (user.mustChangePassword) {
    const path = (await headers()).get(REQUEST_PATH_HEADER) ?? "/";
    if (path.split("?")[0] !== CHOOSE_PASSWORD_PATH) redirect(CHOOSE_PASSWORD_PATH);
  }
  if (roles && !roles.includes(user.role)) redirect("/");
  return user;
}

/** For /login, /register, /forgot-password: signed-in users go to /. */
export async function requireSignedOut(): Promise<void> {
  if (await getPageUser()) redirect("/");
}
