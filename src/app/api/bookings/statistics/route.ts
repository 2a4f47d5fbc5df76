import { statisticsRangeQuerySchema } from "@/lib/validations/statistics";
import { parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { getBookingStatistics } from "@/server/statistics/get-booking-statistics";

// GET /api/bookings/statistics?start_date&end_date: the club's figures for the trainer, one's
// own for students and externals; guests are refused (docs/rules.md, "Roles").
export const GET = route(["trainer", "student", "external"], async ({ request, user }) => {
  const range = parseSearchParams(request, statisticsRangeQuerySchema);
  return Response.json(await getBookingStatistics(user, range));
});
