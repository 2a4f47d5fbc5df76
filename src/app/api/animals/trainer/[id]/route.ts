import { animalBodySchema, animalIdSchema } from "@/lib/validations/animals";
import { updateAnyAnimal } from "@/server/animals/save-animal";
import { parseJsonBody, parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const PUT = route(["trainer"], async ({ request, params }) => {
  const id = parseWith(animalIdSchema, params.id);
  const body = await parseJsonBody(request, animalBodySchema);
  return Response.json(await updateAnyAnimal(id, body));
});
