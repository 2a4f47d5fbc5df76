import { registerBodySchema } from "@/lib/validations/auth";
import { registerMember } from "@/server/auth/register-member";
import { clientAddress } from "@/server/request/client-address";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const POST = route("public", async ({ request }) => {
  const body = await parseJsonBody(request, registerBodySchema);
  return Response.json(await registerMember(body, clientAddress(request)), { status: 201 });
});
