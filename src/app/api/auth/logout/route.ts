import { logOut } from "@/server/auth/log-out";
import { sessionTokenOf } from "@/server/auth/session-token";
import { route } from "@/server/http/route";
import { jsonClearingSessionCookie } from "@/server/http/session-cookie";

// Ends this session on the server and clears the httpOnly cookie. A call of ACE's own:
// docs/architecture.md, "Additions to the spec and choices it left open".
export const POST = route("public", async ({ request }) => {
  await logOut(sessionTokenOf(request).token);
  return jsonClearingSessionCookie({ success: true });
});
