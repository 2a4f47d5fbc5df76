import type { Prisma } from "@/generated/prisma/client";

// An animal as the API shows it (spec section 3), with its owner's name and category.

export const animalJsonSelect = {
  id: true,
  userId: true,
  name: true,
  birthDate: true,
  observations: true,
  owner: { select: { name: true, role: true, studentCategory: true } },
} satisfies Prisma.AnimalSelect;

type AnimalRow = Prisma.AnimalGetPayload<{ select: typeof animalJsonSelect }>;

export function toAnimalJson(animal: AnimalRow) {
  return {
    id: animal.id,
    user_id: animal.userId,
    user_name: animal.owner.name,
    name: animal.name,
    birth_date: animal.birthDate.toISOString().slice(0, 10),
    observations: animal.observations,
    student_category: animal.owner.studentCategory,
    role: animal.owner.role,
  };
}

export type AnimalJson = ReturnType<typeof toAnimalJson>;

/** A 'yyyy-MM-dd' birth date as the DATE column stores it. */
export const birthDateValue = (date: string) => new Date(`${date}T00:00:00Z`);

export const ANIMAL_NOT_FOUND = "Animal não encontrado.";
