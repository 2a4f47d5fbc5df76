import { listBookableAnimals } from "@/server/animals/list-animals";
import { route } from "@/server/http/route";

export const GET = route(["trainer"], async () => Response.json(await listBookableAnimals()));
