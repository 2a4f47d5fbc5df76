import { memberPaidBodySchema, paymentIdSchema } from "@/lib/validations/payments";
import { parseJsonBody, parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { reportMemberPayment } from "@/server/payments/report-member-payment";

// 'Já paguei' (docs/rules.md, "Payments"): the payment's own member only.
export const POST = route(["student", "external"], async ({ request, user, params }) => {
  const id = parseWith(paymentIdSchema, params.id);
  const body = await parseJsonBody(request, memberPaidBodySchema);
  return Response.json(await reportMemberPayment(user.id, id, body));
}, { idempotent: true });
