import { dependantBodySchema } from "@/lib/validations/household";
import { addDependant } from "@/server/household/add-dependant";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const POST = route(["student", "external"], async ({ request, user }) => {
  const body = await parseJsonBody(request, dependantBodySchema);
  return Response.json(await addDependant(user, body), { status: 201 });
});
