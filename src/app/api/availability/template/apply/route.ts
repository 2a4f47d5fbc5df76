import { applyTemplateBodySchema } from "@/lib/validations/availability-template";
import { applyWeeklyTemplate } from "@/server/availability/apply-weekly-template";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const POST = route(["trainer"], async ({ request }) => {
  const body = await parseJsonBody(request, applyTemplateBodySchema);
  return Response.json(await applyWeeklyTemplate(body));
});
