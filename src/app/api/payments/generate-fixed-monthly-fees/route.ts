import { fixedFeesBodySchema } from "@/lib/validations/payments";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { generateFixedMonthlyFees } from "@/server/payments/generate-fixed-monthly-fees";

export const POST = route(["trainer"], async ({ request, user }) => {
  const { month } = await parseJsonBody(request, fixedFeesBodySchema);
  return Response.json(await generateFixedMonthlyFees(month, user.id));
});
