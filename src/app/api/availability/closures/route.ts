import { closePeriodBodySchema } from "@/lib/validations/closures";
import { closePeriod } from "@/server/closures/close-period";
import { listClosures } from "@/server/closures/list-closures";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";

// docs/rules.md, "Closures": the trainer closes a period of club dates, and lists those not ended.
export const GET = route(["trainer"], async () => Response.json(await listClosures()));

export const POST = route(["trainer"], async ({ request }) => {
  const body = await parseJsonBody(request, closePeriodBodySchema);
  return Response.json(await closePeriod(body), { status: 201 });
});
