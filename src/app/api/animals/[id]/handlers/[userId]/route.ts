import { animalIdSchema } from "@/lib/validations/animals";
import { handlerUserIdSchema } from "@/lib/validations/animal-handlers";
import { removeAnimalHandler } from "@/server/animals/remove-animal-handler";
import { parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

export const DELETE = route(["trainer", "student", "external"], async ({ params, user }) =>
  Response.json(await removeAnimalHandler(user, parseWith(animalIdSchema, params.id), parseWith(handlerUserIdSchema, params.userId))),
);
