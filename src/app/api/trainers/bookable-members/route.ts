import { route } from "@/server/http/route";
import { listBookableMembers } from "@/server/trainers/list-bookable-members";

// The staff's booking dialog (an assistant books members into the lessons they give): names and animals only.
export const GET = route(["trainer", "assistant"], async () => Response.json(await listBookableMembers()));
