import { listHousehold } from "@/server/household/list-household";
import { route } from "@/server/http/route";

// A member's household (docs/rules.md, "Households"): the dependants they book lessons for.
export const GET = route(["student", "external"], async ({ user }) => Response.json(await listHousehold(user.id)));
