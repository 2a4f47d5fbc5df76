import type { Viewer } from "@/server/viewer";
import { db } from "@/server/db";
import { ForbiddenError, NotFoundError } from "@/server/errors";
import { ANIMAL_NOT_FOUND } from "@/server/animals/animal-json";

/** A handler asks to change what only the owner (or the trainer) may: edit, remove, its handlers. */
export const OWNER_ONLY = "Só o dono do animal o pode alterar, eliminar ou escolher quem o conduz.";

/**
 * The animal whose handlers `viewer` may manage: any of the club's for the trainer, their own for
 * a member. A handler of it is refused (403); anyone else finds nothing (404), as with any
 * other member's animal.
 */
export async function managedAnimal(viewer: Viewer, animalId: number): Promise<{ id: number; userId: number }> {
  const trainer = viewer.role === "trainer";
  const animal = await db.animal.findFirst({
    where: { id: animalId, archivedAt: null, ...(trainer ? {} : { userId: viewer.id }) },
    select: { id: true, userId: true },
  });
  if (animal) return animal;
  await refuseHandler(viewer.id, animalId);
  throw new NotFoundError(ANIMAL_NOT_FOUND);
}

/** 403 when `userId` handles the animal without owning it: they book with it, nothing more. */
export async function refuseHandler(userId: number, animalId: number): Promise<void> {
  const handles = await db.animalHandler.count({ where: { animalId, userId, animal: { archivedAt: null } } });
  if (handles > 0) throw new ForbiddenError(OWNER_ONLY);
}
