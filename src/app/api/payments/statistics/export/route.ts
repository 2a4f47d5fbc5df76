import { statisticsQuerySchema } from "@/lib/validations/payments";
import { parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { exportPaymentStatistics } from "@/server/payments/export-payments";

export const GET = route(["trainer"], async ({ request }) => exportPaymentStatistics(parseSearchParams(request, statisticsQuerySchema)));
