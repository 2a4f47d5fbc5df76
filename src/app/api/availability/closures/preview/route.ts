import { closurePreviewQuerySchema } from "@/lib/validations/closures";
import { previewClosure } from "@/server/closures/preview-closure";
import { parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";

// A call of ACE's own (docs/rules.md, "Closures"): what closing a period would do, for the confirmation.
export const GET = route(["trainer"], async ({ request }) => Response.json(await previewClosure(parseSearchParams(request, closurePreviewQuerySchema))));
