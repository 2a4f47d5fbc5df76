import { generateManyPaymentsBodySchema } from "@/lib/validations/payments";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { generateMonthPayments } from "@/server/payments/generate-month-payments";

/** The month's bill: every line's payment, or none (docs/rules.md, "Payments"). */
export const POST = route(["trainer"], async ({ request, user }) => {
  const body = await parseJsonBody(request, generateManyPaymentsBodySchema);
  return Response.json(await generateMonthPayments(user.id, body), { status: 201 });
});
