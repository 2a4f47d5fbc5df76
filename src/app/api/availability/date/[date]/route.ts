import { dateParamSchema } from "@/lib/validations/availability";
import { deleteSlotsOfDate } from "@/server/availability/delete-slots";
import { listSlotsOfDate } from "@/server/availability/list-slots";
import { parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const GET = route("signed-in", async ({ user, params }) =>
  Response.json(await listSlotsOfDate(user, parseWith(dateParamSchema, params.date))),
);

export const DELETE = route(["trainer"], async ({ params }) =>
  Response.json(await deleteSlotsOfDate(parseWith(dateParamSchema, params.date))),
);
