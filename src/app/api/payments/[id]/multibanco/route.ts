import { paymentIdSchema } from "@/lib/validations/payments";
import { parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { multibancoReference } from "@/server/payments/eupago/pay-online";

// 'Referência Multibanco' (docs/rules.md, "Payments"): the payment's own member; the same reference when asked again.
export const POST = route(["student", "external"], async ({ user, params }) => {
  const id = parseWith(paymentIdSchema, params.id);
  return Response.json(await multibancoReference(user.id, id), { status: 201 });
});
