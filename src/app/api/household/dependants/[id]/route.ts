import { dependantIdSchema } from "@/lib/validations/household";
import { removeDependant } from "@/server/household/remove-dependant";
import { parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const DELETE = route(["student", "external"], async ({ params, user }) =>
  Response.json(await removeDependant(user, parseWith(dependantIdSchema, params.id))),
);
