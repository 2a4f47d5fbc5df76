import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { animalJsonSelect, toAnimalJson } from "@/server/animals/animal-json";
import { bookableByWhere } from "@/server/animals/may-book-with";

// Archived animals (deleted after having lessons) are never listed.

const byOwnerThenName: Prisma.AnimalOrderByWithRelationInput[] = [
  { owner: { name: "asc" } },
  { name: "asc" },
  { id: "asc" },
];

/**
 * A member's animals: their own, then those they handle (docs/rules.md, "Households"), each by
 * name; `handler` says which.
 */
export async function listOwnAnimals(userId: number) {
  const animals = await db.animal.findMany({
    where: { ...bookableByWhere(userId), archivedAt: null },
    select: animalJsonSelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  const handled = (animal: { userId: number }) => animal.userId !== userId;
  const own = animals.filter((animal) => !handled(animal));
  return { animals: [...own, ...animals.filter(handled)].map((animal) => ({ ...toAnimalJson(animal), handler: handled(animal) })) };
}

/** Every member's animals with their owners, sorted by owner (the trainer's animals screen). */
export async function listAnimalsWithOwners() {
  const animals = await db.animal.findMany({
    where: { archivedAt: null, owner: { approvedAt: { not: null } } },
    select: animalJsonSelect,
    orderBy: byOwnerThenName,
  });
  return { animals: animals.map(toAnimalJson) };
}

/** The animals the trainer can book lessons for: those of active members. */
export async function listBookableAnimals() {
  const animals = await db.animal.findMany({
    where: { archivedAt: null, owner: { approvedAt: { not: null }, isActive: true } },
    select: animalJsonSelect,
    orderBy: byOwnerThenName,
  });
  return { animals: animals.map(toAnimalJson) };
}
