import { approveStudentBodySchema } from "@/lib/validations/members";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { approveSignUp, rejectSignUp } from "@/server/members/decide-sign-up";

export const POST = route(["trainer"], async ({ request }) => {
  const body = await parseJsonBody(request, approveStudentBodySchema);
  const result = body.approved
    ? await approveSignUp(body.student_id, body.student_category!)
    : await rejectSignUp(body.student_id);
  return Response.json(result);
});
