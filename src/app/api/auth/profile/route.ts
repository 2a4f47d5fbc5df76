import { profileBodySchema } from "@/lib/validations/profile";
import { updateProfile } from "@/server/auth/update-profile";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const PUT = route("signed-in", async ({ request, user }) => {
  const body = await parseJsonBody(request, profileBodySchema);
  return Response.json(await updateProfile(user.id, body));
});
