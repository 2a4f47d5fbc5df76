import { route } from "@/server/http/route";
import { getQuickStats } from "@/server/statistics/get-quick-stats";

// GET /api/bookings/user-quick-stats: the caller's own quick stats; guests are refused (docs/rules.md, "Roles").
export const GET = route(["trainer", "student", "external"], async ({ user }) => Response.json(await getQuickStats(user)));
