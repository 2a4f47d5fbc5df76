import { createStandingLessonBodySchema, standingLessonIdBodySchema } from "@/lib/validations/standing-lessons";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { createStandingLesson } from "@/server/standing-lessons/create-standing-lesson";
import { deleteStandingLesson } from "@/server/standing-lessons/delete-standing-lesson";
import { listStandingLessons } from "@/server/standing-lessons/list-standing-lessons";

// docs/rules.md, "Standing lessons". DELETE takes { id } in its body, as DELETE /api/payments does.
export const GET = route(["trainer"], async () => Response.json(await listStandingLessons()));

export const POST = route(["trainer"], async ({ request }) => {
  const body = await parseJsonBody(request, createStandingLessonBodySchema);
  return Response.json(await createStandingLesson(body), { status: 201 });
});

export const DELETE = route(["trainer"], async ({ request }) => {
  const { id } = await parseJsonBody(request, standingLessonIdBodySchema);
  return Response.json(await deleteStandingLesson(id));
});
