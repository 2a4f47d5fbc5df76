import { animalBodySchema } from "@/lib/validations/animals";
import { createAnimal } from "@/server/animals/save-animal";
import { parseJsonBody } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const POST = route(["student", "external"], async ({ request, user }) => {
  const body = await parseJsonBody(request, animalBodySchema);
  return Response.json(await createAnimal(user.id, body), { status: 201 });
});
