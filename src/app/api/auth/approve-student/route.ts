import { approveStudentBodySchema } from "@/lib/validations/members";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { decideSignUp } from "@/server/members/decide-sign-up";

export const POST = route(["trainer"], async ({ request }) => {
  const decision = await parseJsonBody(request, approveStudentBodySchema);
  return Response.json(await decideSignUp(decision));
});
