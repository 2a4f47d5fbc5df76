import { route } from "@/server/http/route";
import { listPendingSignUps } from "@/server/members/list-members";

export const GET = route(["trainer"], async () => Response.json(await listPendingSignUps()));
