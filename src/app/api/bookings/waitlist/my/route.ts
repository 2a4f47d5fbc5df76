import { route } from "@/server/http/route";
import { listMyWaitlist } from "@/server/waitlist/list-my-waitlist";

export const GET = route(["student", "external"], async ({ user }) => Response.json(await listMyWaitlist(user.id)));
