import { markChangelogSeen } from "@/server/changelog/changelog";
import { route } from "@/server/http/route";

export const POST = route("signed-in", async ({ user }) => {
  await markChangelogSeen(user.id);
  return Response.json({ success: true });
});
