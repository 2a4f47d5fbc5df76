import { updateAmountBodySchema } from "@/lib/validations/payments";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { updatePaymentAmount } from "@/server/payments/update-payment-amount";

export const PUT = route(["trainer"], async ({ request, user }) => {
  const body = await parseJsonBody(request, updateAmountBodySchema);
  return Response.json(await updatePaymentAmount(user.id, body));
});
