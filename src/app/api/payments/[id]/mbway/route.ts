import { mbwayPaymentBodySchema, paymentIdSchema } from "@/lib/validations/payments";
import { parseJsonBody, parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { requestMbwayPayment } from "@/server/payments/eupago/pay-online";

// 'Pagar com MB WAY' (docs/rules.md, "Payments"): the payment's own member; 202 once the request is on their phone.
export const POST = route(["student", "external"], async ({ request, user, params }) => {
  const id = parseWith(paymentIdSchema, params.id);
  const { phone } = await parseJsonBody(request, mbwayPaymentBodySchema);
  return Response.json(await requestMbwayPayment(user.id, id, phone), { status: 202 });
});
