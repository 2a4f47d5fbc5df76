import { memberIdSchema } from "@/lib/validations/members";
import { parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { getMember } from "@/server/members/get-member";

export const GET = route(["trainer"], async ({ params }) =>
  Response.json(await getMember(parseWith(memberIdSchema, params.id))),
);
