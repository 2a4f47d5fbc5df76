import { listAnimalsWithOwners } from "@/server/animals/list-animals";
import { route } from "@/server/http/route";

export const GET = route(["trainer"], async () => Response.json(await listAnimalsWithOwners()));
