import type { Viewer } from "@/server/viewer";
import { db } from "@/server/db";
import { NotFoundError } from "@/server/errors";
import { managedAnimal } from "@/server/animals/managed-animal";

export const HANDLER_NOT_FOUND = "Condutor não encontrado.";

/**
 * The owner (or the trainer) removes a handler of an animal. Lessons the handler already booked
 * with it stay theirs (docs/rules.md, "Households"); they cannot book new ones.
 */
export async function removeAnimalHandler(viewer: Viewer, animalId: number, userId: number) {
  const animal = await managedAnimal(viewer, animalId);
  const { count } = await db.animalHandler.deleteMany({ where: { animalId: animal.id, userId } });
  if (count === 0) throw new NotFoundError(HANDLER_NOT_FOUND);
  return { message: "Condutor removido." };
}
