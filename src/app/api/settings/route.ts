import { settingsBodySchema } from "@/lib/validations/settings";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { getSettingsFor, updateSettings } from "@/server/settings/club-settings";

export const GET = route("signed-in", async ({ user }) => Response.json(await getSettingsFor(user.role)));

export const PUT = route(["trainer"], async ({ request }) => {
  const values = await parseJsonBody(request, settingsBodySchema);
  return Response.json(await updateSettings(values));
});
