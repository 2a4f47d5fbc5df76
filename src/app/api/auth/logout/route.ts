import { route } from "@/server/http/route";
import { jsonClearingSessionCookie } from "@/server/http/session-cookie";

// Not in the spec's call list: with an httpOnly cookie the browser cannot drop the session itself.
export const POST = route("public", async () => jsonClearingSessionCookie({ success: true }));
