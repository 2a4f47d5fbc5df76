import { statisticsQuerySchema } from "@/lib/validations/payments";
import { parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { paymentStatistics } from "@/server/payments/payment-statistics";

export const GET = route(["trainer"], async ({ request }) => {
  const range = parseSearchParams(request, statisticsQuerySchema);
  return Response.json(await paymentStatistics(range));
});
