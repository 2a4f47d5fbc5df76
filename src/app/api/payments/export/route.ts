import { monthQuerySchema } from "@/lib/validations/payments";
import { parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { exportMonthPayments } from "@/server/payments/export-payments";

export const GET = route(["trainer"], async ({ request }) => exportMonthPayments(parseSearchParams(request, monthQuerySchema).month));
