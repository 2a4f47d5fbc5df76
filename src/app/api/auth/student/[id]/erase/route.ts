import { memberIdSchema } from "@/lib/validations/members";
import { parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { eraseMember } from "@/server/members/erase-member";

export const POST = route(["trainer"], async ({ params }) =>
  Response.json(await eraseMember(parseWith(memberIdSchema, params.id))),
);
