import { noticeSettingsBodySchema } from "@/lib/validations/auth";
import { saveNoticeSettings } from "@/server/auth/save-notice-settings";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";

// A call of ACE's own (docs/rules.md, "Notices"): the member turns the confirmation of their
// bookings, or the trainer's notes on their lessons, off or on (the account page).
export const PUT = route(["student", "external", "assistant"], async ({ request, user }) =>
  Response.json(await saveNoticeSettings(user.id, await parseJsonBody(request, noticeSettingsBodySchema))),
);
