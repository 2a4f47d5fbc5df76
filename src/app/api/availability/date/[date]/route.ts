import { dateParamSchema } from "@/lib/validations/availability";
import { deleteSlotsOfDate } from "@/server/availability/delete-slots";
import { listSlotsOfDate } from "@/server/availability/list-slots";
import { slotsFilterQuerySchema } from "@/lib/validations/trainers";
import { parseSearchParams, parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const GET = route("signed-in", async ({ request, user, params }) => {
  const date = parseWith(dateParamSchema, params.date);
  const { trainer_id: trainerId } = parseSearchParams(request, slotsFilterQuerySchema);
  return Response.json(await listSlotsOfDate(user, date, { trainerId }));
});

export const DELETE = route(["trainer"], async ({ params }) =>
  Response.json(await deleteSlotsOfDate(parseWith(dateParamSchema, params.date))),
);
