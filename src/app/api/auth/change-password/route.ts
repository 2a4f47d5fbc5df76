import { changePasswordBodySchema } from "@/lib/validations/auth";
import { changePassword } from "@/server/auth/change-password";
import { describeError } from "@/server/http/error-response";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { jsonWithSessionCookie } from "@/server/http/session-cookie";

// The spec answers a success flag, false on any failure; the error text comes along.
export const POST = route("signed-in", async ({ request, user }) => {
  try {
    const body = await parseJsonBody(request, changePasswordBodySchema);
    const { token } = await changePassword(user.id, body);
    return jsonWithSessionCookie({ success: true, token }, token);
  } catch (error) {
    const { status, message } = describeError(error);
    return Response.json({ success: false, error: message }, { status });
  }
});
