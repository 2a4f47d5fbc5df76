import type { AnimalHandlerJson } from "@/lib/animal-json";
import type { Viewer } from "@/server/viewer";
import { db } from "@/server/db";
import { managedAnimal } from "@/server/animals/managed-animal";

/** An animal's handlers, by name, for its owner and the trainer (docs/rules.md, "Households"). */
export async function listAnimalHandlers(viewer: Viewer, animalId: number): Promise<{ handlers: AnimalHandlerJson[] }> {
  const animal = await managedAnimal(viewer, animalId);
  const rows = await db.animalHandler.findMany({
    where: { animalId: animal.id },
    select: { userId: true, user: { select: { name: true } } },
    orderBy: [{ user: { name: "asc" } }, { userId: "asc" }],
  });
  return { handlers: rows.map((row) => ({ user_id: row.userId, name: row.user.name })) };
}
