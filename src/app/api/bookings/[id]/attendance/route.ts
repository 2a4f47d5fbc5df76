import { bookingIdSchema, markAttendanceBodySchema } from "@/lib/validations/bookings";
import { markAttendance } from "@/server/bookings/mark-attendance";
import { parseJsonBody, parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

// The training record (docs/rules.md, "The training record"): the trainer, and an assistant on the lessons they give.
export const PUT = route(["trainer", "assistant"], async ({ request, params, user }) => {
  const id = parseWith(bookingIdSchema, params.id);
  const body = await parseJsonBody(request, markAttendanceBodySchema);
  return Response.json(await markAttendance(user, id, body));
}, { idempotent: true });
