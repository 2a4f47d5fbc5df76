import { templateBodySchema } from "@/lib/validations/availability-template";
import { weeklyTemplateWithLeftovers } from "@/server/availability/weekly-template";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { saveWeeklyTemplate } from "@/server/standing-lessons/save-weekly-template";

export const GET = route(["trainer"], async () => Response.json(await weeklyTemplateWithLeftovers()));

export const PUT = route(["trainer"], async ({ request, user }) => {
  const body = await parseJsonBody(request, templateBodySchema);
  return Response.json(await saveWeeklyTemplate(user, body.entries));
});
