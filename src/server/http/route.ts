import type { Role } from "@/generated/prisma/enums";
import { sessionTokenOf, userFromSessionToken, type SessionUser } from "@/server/auth/current-user";
import { ForbiddenError, UnauthenticatedError } from "@/server/errors";
import { errorResponse } from "@/server/http/error-response";
import { isCrossSiteWrite } from "@/server/http/same-origin";
import { inRequestScope } from "@/server/read-cache";

// The wrappers every route handler goes through: same-origin check for cookie writes,
// authentication and role check, then the handler; every failure is answered by errorResponse.

type NextRouteContext = { params: Promise<Record<string, string>> };
type Params = Record<string, string>;

export type Access = "public" | "signed-in" | readonly Role[];

type Handler<A extends Access> = (args: {
  request: Request;
  user: A extends "public" ? SessionUser | null : SessionUser;
  params: Params;
}) => Promise<Response>;

export function route<A extends Access>(access: A, handler: Handler<A>) {
  return (request: Request, context?: NextRouteContext): Promise<Response> => inRequestScope(async () => {
    try {
      const { token, viaCookie } = sessionTokenOf(request);
      if (isCrossSiteWrite(request, viaCookie)) throw new ForbiddenError("Pedido recusado: origem não permitida.");
      const user = await userFromSessionToken(token);
      if (access !== "public") {
        if (!user) throw new UnauthenticatedError();
        if (access !== "signed-in" && !access.includes(user.role)) throw new ForbiddenError();
      }
      const params = (await context?.params) ?? {};
      return await handler({ request, user: user as never, params });
    } catch (error) {
      return errorResponse(error);
    }
  });
}
