import { approveStudentsBodySchema } from "@/lib/validations/members";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { approveSignUps } from "@/server/members/decide-sign-up";

/** Approves several sign-ups at once in one category: all of them, or none (docs/rules.md, "Accounts"). */
export const POST = route(["trainer"], async ({ request }) => {
  const { ids, category } = await parseJsonBody(request, approveStudentsBodySchema);
  return Response.json(await approveSignUps(ids, category));
});
