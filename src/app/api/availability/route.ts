import { createSlotsBodySchema } from "@/lib/validations/availability";
import { createSlots } from "@/server/availability/create-slots";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const POST = route(["trainer"], async ({ request, user }) => {
  const body = await parseJsonBody(request, createSlotsBodySchema);
  return Response.json(await createSlots(user, body), { status: 201 });
});
