import { checkChangelog } from "@/server/changelog/changelog";
import { route } from "@/server/http/route";

export const GET = route("signed-in", async ({ user }) => Response.json(await checkChangelog(user.id)));
