import { broadcastBodySchema } from "@/lib/validations/broadcasts";
import { sendBroadcast } from "@/server/broadcasts/send-broadcast";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";

// 202: the message is recorded and in the outboxes; the mails and pushes go out after.
export const POST = route(["trainer"], async ({ request, user }) => {
  const body = await parseJsonBody(request, broadcastBodySchema);
  return Response.json(await sendBroadcast(user, body), { status: 202 });
});
