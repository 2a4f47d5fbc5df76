import { eupagoCallbackQuerySchema } from "@/lib/validations/payments";
import { parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { receiveEupagoCallback } from "@/server/payments/eupago/eupago-callback";
import { clientAddress } from "@/server/request/client-address";

export const dynamic = "force-dynamic";

// The payment provider's notification of a paid reference (docs/rules.md, "Payments"): no session, its key instead.
export const GET = route("public", async ({ request }) => {
  const query = parseSearchParams(request, eupagoCallbackQuerySchema);
  return Response.json(await receiveEupagoCallback(query, clientAddress(request)));
});
