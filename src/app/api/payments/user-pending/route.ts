import { route } from "@/server/http/route";
import { listMemberPayments } from "@/server/payments/list-payments";

export const GET = route(["student", "external"], async ({ user }) => Response.json(await listMemberPayments(user.id, { onlyPending: true })));
