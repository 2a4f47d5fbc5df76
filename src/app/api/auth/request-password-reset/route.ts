import { requestPasswordResetBodySchema } from "@/lib/validations/auth";
import { requestPasswordReset } from "@/server/auth/request-password-reset";
import { trustedDevicesOf } from "@/server/auth/trusted-device";
import { clientAddress } from "@/server/request/client-address";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const POST = route("public", async ({ request }) => {
  const { email } = await parseJsonBody(request, requestPasswordResetBodySchema);
  return Response.json(await requestPasswordReset(email, { address: clientAddress(request), devices: trustedDevicesOf(request) }));
});
