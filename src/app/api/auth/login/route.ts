import { loginBodySchema } from "@/lib/validations/auth";
import { logIn } from "@/server/auth/log-in";
import { trustedClientAddress } from "@/server/http/client-address";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { jsonWithSessionCookie } from "@/server/http/session-cookie";

export const POST = route("public", async ({ request }) => {
  const body = await parseJsonBody(request, loginBodySchema);
  const result = await logIn(body, trustedClientAddress(request));
  return jsonWithSessionCookie(result, result.token);
});
