import { listBroadcasts } from "@/server/broadcasts/list-broadcasts";
import { route } from "@/server/http/route";

export const GET = route(["trainer"], async () => Response.json(await listBroadcasts()));
