import { monthQuerySchema } from "@/lib/validations/payments";
import { parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { bookingsSummary } from "@/server/payments/bookings-summary";

export const GET = route(["trainer"], async ({ request }) => {
  const { month } = parseSearchParams(request, monthQuerySchema);
  return Response.json(await bookingsSummary(month));
});
