import { memberIdSchema, memberStatusBodySchema } from "@/lib/validations/members";
import { parseJsonBody, parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { setMemberActive } from "@/server/members/update-member";

export const PUT = route(["trainer"], async ({ request, params }) => {
  const id = parseWith(memberIdSchema, params.id);
  const body = await parseJsonBody(request, memberStatusBodySchema);
  return Response.json(await setMemberActive(id, body.is_active));
});
