import { animalBodySchema, animalIdSchema } from "@/lib/validations/animals";
import { deleteOwnAnimal } from "@/server/animals/delete-animal";
import { updateOwnAnimal } from "@/server/animals/save-animal";
import { parseJsonBody, parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const PUT = route(["student", "external"], async ({ request, params, user }) => {
  const id = parseWith(animalIdSchema, params.id);
  const body = await parseJsonBody(request, animalBodySchema);
  return Response.json(await updateOwnAnimal(user.id, id, body));
});

export const DELETE = route(["student", "external"], async ({ params, user }) =>
  Response.json(await deleteOwnAnimal(user.id, parseWith(animalIdSchema, params.id))),
);
