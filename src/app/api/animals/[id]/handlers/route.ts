import { animalIdSchema } from "@/lib/validations/animals";
import { addAnimalHandlerBodySchema } from "@/lib/validations/animal-handlers";
import { addAnimalHandler } from "@/server/animals/add-animal-handler";
import { listAnimalHandlers } from "@/server/animals/list-animal-handlers";
import { parseJsonBody, parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

// An animal's second handlers (docs/rules.md, "Households"): its owner and the trainer.
export const GET = route(["trainer", "student", "external"], async ({ params, user }) =>
  Response.json(await listAnimalHandlers(user, parseWith(animalIdSchema, params.id))),
);

export const POST = route(["trainer", "student", "external"], async ({ request, params, user }) => {
  const id = parseWith(animalIdSchema, params.id);
  const { email } = await parseJsonBody(request, addAnimalHandlerBodySchema);
  return Response.json(await addAnimalHandler(user, id, email), { status: 201 });
});
