import { fixedMonthlyFeeBodySchema, memberIdSchema } from "@/lib/validations/members";
import { parseJsonBody, parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { setFixedMonthlyFee } from "@/server/members/update-member";

export const PUT = route(["trainer"], async ({ request, params }) => {
  const id = parseWith(memberIdSchema, params.id);
  const fee = await parseJsonBody(request, fixedMonthlyFeeBodySchema);
  return Response.json(await setFixedMonthlyFee(id, fee));
});
