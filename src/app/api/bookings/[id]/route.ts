import { bookingIdSchema, cancelBookingBodySchema } from "@/lib/validations/bookings";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { parseJsonBody, parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

// The body is optional: no body, an empty one or {} cancels without a reason.
export const DELETE = route(["trainer", "assistant", "student", "external"], async ({ request, user, params }) => {
  const id = parseWith(bookingIdSchema, params.id);
  const { reason } = await parseJsonBody(request, cancelBookingBodySchema);
  return Response.json(await cancelBooking(user, id, { reason }));
}, { idempotent: true });
