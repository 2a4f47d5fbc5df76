import { resetCalendarFeedUrl } from "@/server/calendar-feed/reset-feed-url";
import { route } from "@/server/http/route";

// A call of ACE's own (docs/rules.md, "Calendar feed"): replaces the member's calendar
// subscription URL (a shared one can be revoked).
export const POST = route(["student", "external"], async ({ user }) => Response.json(await resetCalendarFeedUrl(user.id)));
