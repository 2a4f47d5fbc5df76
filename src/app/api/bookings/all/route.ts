import { bookingListQuerySchema } from "@/lib/validations/bookings";
import { listAllBookings } from "@/server/bookings/list-bookings";
import { parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const GET = route(["trainer"], async ({ request }) => {
  const query = parseSearchParams(request, bookingListQuerySchema);
  return Response.json(await listAllBookings(query));
});
