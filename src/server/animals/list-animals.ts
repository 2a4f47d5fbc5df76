import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { animalJsonSelect, toAnimalJson } from "@/server/animals/animal-json";

// Archived animals (deleted after having lessons) are never listed.

const byOwnerThenName: Prisma.AnimalOrderByWithRelationInput[] = [
  { owner: { name: "asc" } },
  { name: "asc" },
  { id: "asc" },
];

/** A member's own animals. */
export async function listOwnAnimals(userId: number) {
  const animals = await db.animal.findMany({
    where: { userId, archivedAt: null },
    select: animalJsonSelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return { animals: animals.map(toAnimalJson) };
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
