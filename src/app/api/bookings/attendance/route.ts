import { markLessonsAttendanceBodySchema } from "@/lib/validations/bookings";
import { markLessonsAttendance } from "@/server/bookings/mark-attendance";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";

/** Several lessons marked at once, all of them or none (docs/rules.md, "The training record"): the trainer, and an assistant on the lessons they give. */
export const PUT = route(["trainer", "assistant"], async ({ request, user }) => {
  const body = await parseJsonBody(request, markLessonsAttendanceBodySchema);
  return Response.json(await markLessonsAttendance(user, body));
}, { idempotent: true });
