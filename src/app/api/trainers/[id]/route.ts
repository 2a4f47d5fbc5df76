import { assistantActiveBodySchema, trainerIdSchema } from "@/lib/validations/trainers";
import { parseJsonBody, parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { setAssistantActive } from "@/server/trainers/set-assistant-active";

export const PUT = route(["trainer"], async ({ request, params }) => {
  const id = parseWith(trainerIdSchema, params.id);
  const body = await parseJsonBody(request, assistantActiveBodySchema);
  return Response.json(await setAssistantActive(id, body.active));
});
