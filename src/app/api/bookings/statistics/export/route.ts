import { statisticsRangeQuerySchema } from "@/lib/validations/statistics";
import { csvResponse } from "@/server/csv/csv-response";
import { parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { exportStatistics } from "@/server/statistics/export-statistics";

// GET /api/bookings/statistics/export?start_date&end_date (an addition to the spec): the
// range's lessons as CSV, for the trainer.
export const GET = route(["trainer"], async ({ request }) => {
  const range = parseSearchParams(request, statisticsRangeQuerySchema);
  const { filename, header, rows } = await exportStatistics(range);
  return csvResponse(filename, header, rows);
});
