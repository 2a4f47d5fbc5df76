import { getMe } from "@/server/auth/get-me";
import { route } from "@/server/http/route";

// must_change_password comes from the session's own reading of the account, fresh on every request.
export const GET = route("signed-in", async ({ user }) =>
  Response.json({ ...(await getMe(user)), must_change_password: user.mustChangePassword }),
  { beforeOwnPassword: true },
);
