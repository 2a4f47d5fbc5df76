import { listOwnAnimals } from "@/server/animals/list-animals";
import { route } from "@/server/http/route";

export const GET = route(["student", "external"], async ({ user }) => Response.json(await listOwnAnimals(user.id)));
