import { resetCalendarFeedUrl } from "@/server/calendar-feed/reset-feed-url";
import { route } from "@/server/http/route";

// A call of ACE's own (docs/rules.md, "Calendar feed"): replaces the member's calendar
// subscription URL (a shared one can be revoked); a trainer's or an assistant's feed holds the lessons they give.
export const POST = route(["student", "external", "trainer", "assistant"], async ({ user }) => Response.json(await resetCalendarFeedUrl(user.id)));
