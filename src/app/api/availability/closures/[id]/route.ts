import { closureIdSchema } from "@/lib/validations/closures";
import { reopenPeriod } from "@/server/closures/reopen-period";
import { parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

// docs/rules.md, "Closures": reopening a closed period.
export const DELETE = route(["trainer"], async ({ params }) => Response.json(await reopenPeriod(parseWith(closureIdSchema, params.id))));
