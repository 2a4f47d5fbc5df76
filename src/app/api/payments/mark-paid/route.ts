import { markPaidBodySchema } from "@/lib/validations/payments";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { markPaymentPaid } from "@/server/payments/mark-payment-paid";

export const PUT = route(["trainer"], async ({ request, user }) => {
  const body = await parseJsonBody(request, markPaidBodySchema);
  return Response.json(await markPaymentPaid(user.id, body));
}, { idempotent: true });
