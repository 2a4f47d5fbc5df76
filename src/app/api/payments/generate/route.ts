import { generatePaymentBodySchema } from "@/lib/validations/payments";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { generatePayment } from "@/server/payments/generate-payment";

export const POST = route(["trainer"], async ({ request, user }) => {
  const body = await parseJsonBody(request, generatePaymentBodySchema);
  return Response.json(await generatePayment(user.id, body), { status: 201 });
});
