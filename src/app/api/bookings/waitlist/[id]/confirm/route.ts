import { waitlistEntryIdSchema } from "@/lib/validations/waitlist";
import { parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { confirmWaitlistOffer } from "@/server/bookings/confirm-waitlist-offer";

export const POST = route(["student", "external"], async ({ user, params }) =>
  Response.json(await confirmWaitlistOffer(user, parseWith(waitlistEntryIdSchema, params.id)), { status: 201 }),
);
