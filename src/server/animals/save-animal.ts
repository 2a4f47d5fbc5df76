import type { Prisma } from "@/generated/prisma/client";
import type { AnimalBody } from "@/lib/validations/animals";
import { db } from "@/server/db";
import { NotFoundError } from "@/server/errors";
import { ANIMAL_NOT_FOUND, animalJsonSelect, birthDateValue, toAnimalJson } from "@/server/animals/animal-json";
import { refuseHandler } from "@/server/animals/managed-animal";

// A paper left out of the body stays as it is (undefined: Prisma leaves the column). A new
// valid-until date needs nothing else: its 14-day notice is armed because `*_notice_for` still
// holds the old date (src/server/jobs/animal-papers-notices.ts).
const fields = (input: AnimalBody) => ({
  name: input.name,
  birthDate: birthDateValue(input.birth_date),
  observations: input.observations,
  breed: input.breed,
  sizeCategory: input.size_category,
  vaccinationValidUntil: dateValue(input.vaccination_valid_until),
  insuranceValidUntil: dateValue(input.insurance_valid_until),
});

const dateValue = (date: string | null | undefined) => (date === undefined ? undefined : date === null ? null : birthDateValue(date));

/** A member registers an animal of their own. */
export async function createAnimal(ownerId: number, input: AnimalBody) {
  const animal = await db.animal.create({ data: { userId: ownerId, ...fields(input) }, select: animalJsonSelect });
  return { animal: toAnimalJson(animal) };
}

/** A member edits one of their own animals (ownership is part of the query; a handler: 403). */
export async function updateOwnAnimal(ownerId: number, animalId: number, input: AnimalBody) {
  await refuseHandler(ownerId, animalId);
  return updateWhere({ id: animalId, userId: ownerId, archivedAt: null }, input);
}

/** The trainer edits any member's animal. */
export function updateAnyAnimal(animalId: number, input: AnimalBody) {
  return updateWhere({ id: animalId, archivedAt: null }, input);
}

async function updateWhere(where: Prisma.AnimalWhereInput, input: AnimalBody) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.animal.updateMany({ where, data: fields(input) });
    if (count === 0) throw new NotFoundError(ANIMAL_NOT_FOUND);
    const animal = await tx.animal.findFirstOrThrow({ where, select: animalJsonSelect });
    return { animal: toAnimalJson(animal) };
  });
}
