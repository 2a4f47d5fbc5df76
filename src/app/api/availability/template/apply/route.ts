import { applyTemplateBodySchema } from "@/lib/validations/availability-template";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { applyTemplateWithStandingLessons } from "@/server/standing-lessons/apply-template-with-standing-lessons";

export const POST = route(["trainer"], async ({ request, user }) => {
  const body = await parseJsonBody(request, applyTemplateBodySchema);
  return Response.json(await applyTemplateWithStandingLessons(user, body));
});
