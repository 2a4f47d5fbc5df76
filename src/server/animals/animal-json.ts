import type { Prisma } from "@/generated/prisma/client";
import type { AnimalJson } from "@/lib/animal-json";

// An animal as the API shows it (snake_case fields), with its owner's name and category.

export const animalJsonSelect = {
  id: true,
  userId: true,
  name: true,
  birthDate: true,
  observations: true,
  breed: true,
  sizeCategory: true,
  vaccinationValidUntil: true,
  insuranceValidUntil: true,
  owner: { select: { name: true, role: true, studentCategory: true } },
} satisfies Prisma.AnimalSelect;

type AnimalRow = Prisma.AnimalGetPayload<{ select: typeof animalJsonSelect }>;

export function toAnimalJson(animal: AnimalRow): AnimalJson {
  return {
    id: animal.id,
    user_id: animal.userId,
    user_name: animal.owner.name,
    name: animal.name,
    birth_date: animal.birthDate.toISOString().slice(0, 10),
    observations: animal.observations,
    breed: animal.breed,
    size_category: animal.sizeCategory,
    vaccination_valid_until: dateOrNull(animal.vaccinationValidUntil),
    insurance_valid_until: dateOrNull(animal.insuranceValidUntil),
    student_category: animal.owner.studentCategory,
    role: animal.owner.role,
  };
}

/** A 'yyyy-MM-dd' date as a DATE column stores it (birth date, valid-until dates). */
export const birthDateValue = (date: string) => new Date(`${date}T00:00:00Z`);

/** A DATE column's value as 'yyyy-MM-dd'. */
export const dateOrNull = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

export const ANIMAL_NOT_FOUND = "Animal não encontrado.";
/** A member books lessons, and joins waiting lists, with their own animals only. */
export const NOT_OWN_ANIMAL = "Só pode marcar aulas com os seus próprios animais.";
