import { changePasswordBodySchema } from "@/lib/validations/auth";
import { changePassword } from "@/server/auth/change-password";
import { trustedDevicesOf } from "@/server/auth/trusted-device";
import { clientAddress } from "@/server/request/client-address";
import { describeError } from "@/server/http/error-response";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { jsonWithSessionCookie } from "@/server/http/session-cookie";

// This call answers a success flag, false on any failure; the error text comes along (and a
// 429's or 503's Retry-After).
export const POST = route("signed-in", async ({ request, user }) => {
  try {
    const body = await parseJsonBody(request, changePasswordBodySchema);
    const { token } = await changePassword(user.id, body, { address: clientAddress(request), devices: trustedDevicesOf(request) });
    return jsonWithSessionCookie({ success: true, token }, token);
  } catch (error) {
    const { status, message, headers } = describeError(error);
    return Response.json({ success: false, error: message }, { status, headers });
  }
}, { beforeOwnPassword: true });
