import { weekRangeBodySchema } from "@/lib/validations/availability";
import { sendWeeklyAvailabilityEmail } from "@/server/availability/send-weekly-email";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const PUT = route(["trainer"], async ({ request }) => {
  const range = await parseJsonBody(request, weekRangeBodySchema);
  return Response.json(await sendWeeklyAvailabilityEmail(range));
});
