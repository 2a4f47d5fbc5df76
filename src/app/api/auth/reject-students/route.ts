import { rejectStudentsBodySchema } from "@/lib/validations/members";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { rejectSignUps } from "@/server/members/decide-sign-up";

/** Rejects several sign-ups at once: all of them, or none (docs/rules.md, "Screens"). */
export const POST = route(["trainer"], async ({ request }) => {
  const { user_ids } = await parseJsonBody(request, rejectStudentsBodySchema);
  return Response.json(await rejectSignUps(user_ids));
});
