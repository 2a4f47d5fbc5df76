import { memberCategoryBodySchema, memberIdSchema } from "@/lib/validations/members";
import { parseJsonBody, parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { changeMemberCategory } from "@/server/members/update-member";

export const PUT = route(["trainer"], async ({ request, params }) => {
  const id = parseWith(memberIdSchema, params.id);
  const body = await parseJsonBody(request, memberCategoryBodySchema);
  return Response.json(await changeMemberCategory(id, body.student_category));
});
