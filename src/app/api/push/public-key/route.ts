import type { PushPublicKeyJson } from "@/lib/push-json";
import { route } from "@/server/http/route";
import { vapidKeys } from "@/server/push/vapid-keys";

// A call of ACE's own (docs/architecture.md, "Push"): the key a browser subscribes with.
export const GET = route("signed-in", async () => {
  const { publicKey } = await vapidKeys();
  return Response.json({ public_key: publicKey } satisfies PushPublicKeyJson);
});
