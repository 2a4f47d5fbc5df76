import { route } from "@/server/http/route";
import { listPendingPayments } from "@/server/payments/list-payments";

export const GET = route(["trainer"], async () => Response.json(await listPendingPayments()));
