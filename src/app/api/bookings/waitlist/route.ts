import { joinWaitlistBodySchema } from "@/lib/validations/waitlist";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { joinWaitlist } from "@/server/waitlist/join-waitlist";

// Members only: guests and the trainer have no waiting-list entries (403).
export const POST = route(["student", "external"], async ({ request, user }) => {
  const body = await parseJsonBody(request, joinWaitlistBodySchema);
  return Response.json(await joinWaitlist(user, body), { status: 201 });
}, { idempotent: true });
