import { route } from "@/server/http/route";
import { listMembers } from "@/server/members/list-members";

export const GET = route(["trainer"], async () => Response.json(await listMembers()));
