import { bookingListQuerySchema } from "@/lib/validations/bookings";
import { listGivenBookings, listOwnBookings } from "@/server/bookings/list-bookings";
import { parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";

// An assistant trainer's own lessons are those they give (docs/rules.md, "Each lesson's trainer").
export const GET = route(["trainer", "assistant", "student", "external"], async ({ request, user }) => {
  const query = parseSearchParams(request, bookingListQuerySchema);
  return Response.json(await (user.role === "assistant" ? listGivenBookings(user, query) : listOwnBookings(user, query)));
});
