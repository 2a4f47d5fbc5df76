import { waitlistEntryIdSchema } from "@/lib/validations/waitlist";
import { parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { leaveWaitlist } from "@/server/waitlist/leave-waitlist";

export const DELETE = route(["student", "external"], async ({ user, params }) =>
  Response.json(await leaveWaitlist(user, parseWith(waitlistEntryIdSchema, params.id))),
);
