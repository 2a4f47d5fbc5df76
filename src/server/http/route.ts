import type { Role } from "@/generated/prisma/enums";
import { sessionTokenOf, userFromSessionToken, type SessionUser } from "@/server/auth/current-user";
import { errorResponse, jsonError } from "@/server/http/error-response";
import { isCrossSiteWrite } from "@/server/http/same-origin";

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
  return async (request: Request, context?: NextRouteContext): Promise<Response> => {
    try {
      const { token, viaCookie } = sessionTokenOf(request);
      if (isCrossSiteWrite(request, viaCookie)) {
        return jsonError(403, "Pedido recusado: origem não permitida.");
      }
      const user = await userFromSessionToken(token);
      if (access !== "public") {
        if (!user) return jsonError(401, "Sessão inválida. Inicie sessão novamente.");
        if (access !== "signed-in" && !access.includes(user.role)) {
          return jsonError(403, "Não tem permissão para esta operação.");
        }
      }
      const params = (await context?.params) ?? {};
      return await handler({ request, user: user as never, params });
    } catch (error) {
      return errorResponse(error);
    }
  };
}
