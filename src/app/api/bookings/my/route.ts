import { bookingListQuerySchema } from "@/lib/validations/bookings";
import { listOwnBookings } from "@/server/bookings/list-bookings";
import { parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const GET = route(["trainer", "student", "external"], async ({ request, user }) => {
  const query = parseSearchParams(request, bookingListQuerySchema);
  return Response.json(await listOwnBookings(user, query));
});
