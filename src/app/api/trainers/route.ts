import { addAssistantBodySchema } from "@/lib/validations/trainers";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { addAssistant } from "@/server/trainers/add-assistant";
import { listTrainers } from "@/server/trainers/list-trainers";

// The assistants read the list too: the calendar's filter by trainer.
export const GET = route(["trainer", "assistant"], async () => Response.json(await listTrainers()));

export const POST = route(["trainer"], async ({ request }) => {
  const body = await parseJsonBody(request, addAssistantBodySchema);
  return Response.json(await addAssistant(body), { status: 201 });
});
