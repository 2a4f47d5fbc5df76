import { animalIdSchema } from "@/lib/validations/animals";
import { listAnimalLessons } from "@/server/animals/list-animal-lessons";
import { parseWith } from "@/server/http/request-input";
import { route } from "@/server/http/route";

// An animal's timeline (docs/rules.md, "The training record"): its owner and the trainer.
export const GET = route(["trainer", "student", "external"], async ({ params, user }) =>
  Response.json(await listAnimalLessons(user, parseWith(animalIdSchema, params.id))),
);
