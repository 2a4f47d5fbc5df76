import { memberIdSchema } from "@/lib/validations/members";
import { parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { resetMemberPassword } from "@/server/members/reset-member-password";

export const PUT = route(["trainer"], async ({ params }) =>
  Response.json(await resetMemberPassword(parseWith(memberIdSchema, params.id))),
);
