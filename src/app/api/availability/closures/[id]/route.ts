import { closureIdSchema } from "@/lib/validations/closures";
import { reopenPeriod } from "@/server/closures/reopen-period";
import { parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

// docs/rules.md, "Closures": reopening a closed period.
export const DELETE = route(["trainer"], async ({ user, params }) => Response.json(await reopenPeriod(user, parseWith(closureIdSchema, params.id))));
