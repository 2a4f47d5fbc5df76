import { emailChangeBodySchema } from "@/lib/validations/email-change";
import { requestEmailChange } from "@/server/auth/request-email-change";
import { trustedDevicesOf } from "@/server/auth/trusted-device";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { clientAddress } from "@/server/request/client-address";

// 202: asked, not done; the link mailed to the new address does it.
export const POST = route("signed-in", async ({ request, user }) => {
  const body = await parseJsonBody(request, emailChangeBodySchema);
  const result = await requestEmailChange(user.id, body, { address: clientAddress(request), devices: trustedDevicesOf(request) });
  return Response.json(result, { status: 202 });
});
