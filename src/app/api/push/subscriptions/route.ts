import { pushDeviceBodySchema, pushSubscriptionBodySchema } from "@/lib/validations/push";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { listDevices } from "@/server/push/list-devices";
import { subscribeDevice } from "@/server/push/subscribe-device";
import { unsubscribeDevice } from "@/server/push/unsubscribe-device";

// A call of ACE's own (docs/architecture.md, "Push"): the signed-in member's devices with
// notifications on. POST takes the browser's PushSubscription.toJSON(); DELETE { endpoint }.
export const GET = route("signed-in", async ({ user }) => Response.json(await listDevices(user.id)));

export const POST = route("signed-in", async ({ request, user }) => {
  const device = await parseJsonBody(request, pushSubscriptionBodySchema);
  await subscribeDevice(user.id, device);
  return Response.json({ success: true }, { status: 201 });
});

export const DELETE = route("signed-in", async ({ request, user }) => {
  const { endpoint } = await parseJsonBody(request, pushDeviceBodySchema);
  const { removed } = await unsubscribeDevice(user.id, endpoint);
  return Response.json({ success: true, removed });
});
