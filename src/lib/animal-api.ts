import type { AnimalJson } from "@/lib/animal-json";
import type { AnimalBody } from "@/lib/validations/animals";
import { apiFetch } from "@/lib/api-client";

// The browser's animal calls (/api/animals...), shared by the animals screen and
// the home screen's first-animal onboarding.

export type Animal = AnimalJson;

/** A member's own animals (students and externals). */
export async function loadMyAnimals(): Promise<Animal[]> {
  return (await apiFetch<{ animals: Animal[] }>("/animals/my")).animals ?? [];
}

/** Every member's animals with their owners (trainer). */
export async function loadAnimalsWithOwners(): Promise<Animal[]> {
  return (await apiFetch<{ animals: Animal[] }>("/animals/with-students")).animals ?? [];
}

export async function createAnimal(body: AnimalBody): Promise<Animal> {
  return (await apiFetch<{ animal: Animal }>("/animals", { method: "POST", body })).animal;
}

/** A member edits one of their animals; the trainer edits anyone's through the trainer route. */
export async function updateAnimal(id: number, body: AnimalBody, { asTrainer = false } = {}): Promise<Animal> {
  const path = asTrainer ? `/animals/trainer/${id}` : `/animals/${id}`;
  return (await apiFetch<{ animal: Animal }>(path, { method: "PUT", body })).animal;
}

export function deleteAnimal(id: number) {
  return apiFetch<{ message: string }>(`/animals/${id}`, { method: "DELETE" });
}
