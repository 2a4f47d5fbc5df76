import { emailChangeConfirmBodySchema } from "@/lib/validations/email-change";
import { confirmEmailChange } from "@/server/auth/confirm-email-change";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";

// Public: the link is opened wherever the new address is read, signed in or not; the token is the proof.
export const POST = route("public", async ({ request }) => {
  const { token } = await parseJsonBody(request, emailChangeConfirmBodySchema);
  return Response.json(await confirmEmailChange(token));
});
