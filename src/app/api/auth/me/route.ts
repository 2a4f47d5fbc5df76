import { getMe } from "@/server/auth/get-me";
import { route } from "@/server/http/route";

export const GET = route("signed-in", async ({ user }) => Response.json(await getMe(user)));
