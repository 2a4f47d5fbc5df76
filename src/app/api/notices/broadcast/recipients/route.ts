import { broadcastRecipientsQuerySchema } from "@/lib/validations/broadcasts";
import { countBroadcastRecipients } from "@/server/broadcasts/count-broadcast-recipients";
import { parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const GET = route(["trainer"], async ({ request }) => {
  const { audience } = parseSearchParams(request, broadcastRecipientsQuerySchema);
  return Response.json(await countBroadcastRecipients(audience));
});
