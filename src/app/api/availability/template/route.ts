import { templateBodySchema } from "@/lib/validations/availability-template";
import { replaceWeeklyTemplate, weeklyTemplate } from "@/server/availability/weekly-template";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const GET = route(["trainer"], async () => Response.json(await weeklyTemplate()));

export const PUT = route(["trainer"], async ({ request }) => {
  const body = await parseJsonBody(request, templateBodySchema);
  return Response.json(await replaceWeeklyTemplate(body.entries));
});
