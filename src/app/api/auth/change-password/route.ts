import { changePasswordBodySchema } from "@/lib/validations/auth";
import { changePassword } from "@/server/auth/change-password";
import { errorResponse } from "@/server/http/error-response";
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
    const response = errorResponse(error);
    const { error: message } = (await response.json()) as { error: string };
    return Response.json({ success: false, error: message }, { status: response.status });
  }
});
