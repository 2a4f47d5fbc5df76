import { monthQuerySchema, paymentIdBodySchema } from "@/lib/validations/payments";
import { parseJsonBody, parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { deletePayment } from "@/server/payments/delete-payment";
import { listMonthPayments } from "@/server/payments/list-payments";

export const GET = route(["trainer"], async ({ request }) => {
  const { month } = parseSearchParams(request, monthQuerySchema);
  return Response.json(await listMonthPayments(month));
});

export const DELETE = route(["trainer"], async ({ request, user }) => {
  const { payment_id } = await parseJsonBody(request, paymentIdBodySchema);
  return Response.json(await deletePayment(user.id, payment_id));
});
