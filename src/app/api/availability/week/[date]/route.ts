import { dateParamSchema } from "@/lib/validations/availability";
import { listSlotsOfWeek } from "@/server/availability/list-slots";
import { parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

// A call of ACE's own: the weekly calendar in one call (and one query), Monday first.
export const GET = route("signed-in", async ({ user, params }) =>
  Response.json(await listSlotsOfWeek(user, parseWith(dateParamSchema, params.date))),
);
