import { loginBodySchema } from "@/lib/validations/auth";
import { logIn } from "@/server/auth/log-in";
import { trustedDevicesOf } from "@/server/auth/trusted-device";
import { clientAddress } from "@/server/request/client-address";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { jsonWithSessionCookie } from "@/server/http/session-cookie";

export const POST = route("public", async ({ request }) => {
  const body = await parseJsonBody(request, loginBodySchema);
  const { deviceCookie, ...result } = await logIn(body, { address: clientAddress(request), devices: trustedDevicesOf(request) });
  return jsonWithSessionCookie(result, result.token, 200, deviceCookie);
});
