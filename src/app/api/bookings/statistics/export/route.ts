import { statisticsRangeQuerySchema } from "@/lib/validations/statistics";
import { csvResponse } from "@/server/csv/csv-response";
import { parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { exportStatistics } from "@/server/statistics/export-statistics";

// GET /api/bookings/statistics/export?start_date&end_date (a call of ACE's own): the range's
// lessons as CSV, for the trainer (docs/rules.md, "Statistics").
export const GET = route(["trainer"], async ({ request }) => {
  const range = parseSearchParams(request, statisticsRangeQuerySchema);
  const { filename, header, rows } = await exportStatistics(range);
  return csvResponse(filename, header, rows);
});
