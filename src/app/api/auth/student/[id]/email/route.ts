import { memberEmailBodySchema, memberIdSchema } from "@/lib/validations/members";
import { parseJsonBody, parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { changeMemberEmail } from "@/server/members/update-member";

export const PUT = route(["trainer"], async ({ request, params }) => {
  const id = parseWith(memberIdSchema, params.id);
  const { email } = await parseJsonBody(request, memberEmailBodySchema);
  return Response.json(await changeMemberEmail(id, email));
});
