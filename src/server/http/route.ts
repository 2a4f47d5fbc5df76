import type { Role } from "@/generated/prisma/enums";
import { userFromSessionToken, type SessionUser } from "@/server/auth/current-user";
import { sessionTokenOf } from "@/server/auth/session-token";
import { ForbiddenError, PasswordChangeRequiredError, UnauthenticatedError } from "@/server/errors";
import { errorResponse } from "@/server/http/error-response";
import { readBodyBytes } from "@/server/http/request-input";
import { releaseKey } from "@/server/idempotency/idempotency-keys";
import { keyClaimOf, runOnceClaiming } from "@/server/idempotency/run-once";
import { userClaimingKey } from "@/server/idempotency/user-claiming-key";
import { isCrossSiteWrite } from "@/server/http/same-origin";
import { inRequestScope } from "@/server/read-cache";

// The wrappers every route handler goes through: same-origin check for cookie writes,
// authentication and role check, then the handler; every failure is answered by errorResponse.
// A write marked `idempotent` runs once per Idempotency-Key of its caller (src/server/idempotency/).
// A member who signed in with a password ACE mailed gets only the calls marked
// `beforeOwnPassword` (their account, choosing a password, signing out) until they choose one.

type NextRouteContext = { params: Promise<Record<string, string>> };
type Params = Record<string, string>;

export type Access = "public" | "signed-in" | readonly Role[];

type Handler<A extends Access> = (args: {
  request: Request;
  user: A extends "public" ? SessionUser | null : SessionUser;
  params: Params;
}) => Promise<Response>;

export type RouteOptions = {
  /** Accepts an Idempotency-Key: a repeat of the same request by the same user gets the first answer (signed-in calls). */
  idempotent?: boolean;
  /** Open to a member who signed in with a mailed password and has not chosen their own yet. */
  beforeOwnPassword?: boolean;
};

export function route<A extends Access>(access: A, handler: Handler<A>, options: RouteOptions = {}) {
  return (request: Request, context?: NextRouteContext): Promise<Response> => inRequestScope(async () => {
    try {
      const { token, viaCookie } = sessionTokenOf(request);
      if (isCrossSiteWrite(request, viaCookie)) throw new ForbiddenError("Pedido recusado: origem não permitida.");
      // A write sent with its Idempotency-Key claims the key in the statement that reads the
      // session (one round trip for both); a refusal below is then the key's kept answer.
      const claim = options.idempotent && token ? await keyClaimOf(request, readBodyBytes) : null;
      const { user, claimed } = claim ? await userClaimingKey(token, claim) : { user: await userFromSessionToken(token), claimed: false };
      const allowed = () => {
        if (access === "public") return;
        if (!user) throw new UnauthenticatedError();
        if (access !== "signed-in" && !access.includes(user.role)) throw new ForbiddenError();
      };
      if (user?.mustChangePassword && access !== "public" && !options.beforeOwnPassword) {
        // Not the key's answer: once the member has chosen a password, the same request runs.
        if (claim && claimed) await releaseKey(user.id, claim.key, claim.claimToken);
        throw new PasswordChangeRequiredError();
      }
      const params = (await context?.params) ?? {};
      // A refusal or a failure is the run's answer, not a throw: a claimed key keeps it, or is freed by it.
      const answer = async (): Promise<Response> => {
        try {
          allowed();
          return await handler({ request, user: user as never, params });
        } catch (error) {
          return errorResponse(error);
        }
      };
      return claim && user ? await runOnceClaiming(claim, user.id, claimed, answer) : await answer();
    } catch (error) {
      return errorResponse(error);
    }
  });
}
