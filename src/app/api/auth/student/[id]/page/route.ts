import { memberIdSchema } from "@/lib/validations/members";
import { NotFoundError } from "@/server/errors";
import { parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { getMemberPage } from "@/server/members/get-member-page";
import { MEMBER_NOT_FOUND } from "@/server/members/member-scope";

/** The member's page as JSON (the screen /students/{id} reads it on the server first). */
export const GET = route(["trainer"], async ({ params }) => {
  const page = await getMemberPage(parseWith(memberIdSchema, params.id));
  if (!page) throw new NotFoundError(MEMBER_NOT_FOUND);
  return Response.json(page);
});
