import { paymentIdQuerySchema } from "@/lib/validations/payments";
import { parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { paymentDetails } from "@/server/payments/payment-details";

export const GET = route(["trainer", "student", "external"], async ({ request, user }) => {
  const { payment_id } = parseSearchParams(request, paymentIdQuerySchema);
  return Response.json(await paymentDetails(user, payment_id));
});
