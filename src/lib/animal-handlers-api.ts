import type { AnimalHandlerJson } from "@/lib/animal-json";
import { apiFetch } from "@/lib/api-client";

// The browser's calls for an animal's second handlers (/api/animals/{id}/handlers,
// docs/rules.md, "Households"): the owner's 'Condutores' on the animal's card.

export async function loadAnimalHandlers(animalId: number): Promise<AnimalHandlerJson[]> {
  return (await apiFetch<{ handlers: AnimalHandlerJson[] }>(`/animals/${animalId}/handlers`)).handlers ?? [];
}

export async function addAnimalHandler(animalId: number, email: string): Promise<AnimalHandlerJson> {
  return (await apiFetch<{ handler: AnimalHandlerJson }>(`/animals/${animalId}/handlers`, { method: "POST", body: { email } })).handler;
}

export function removeAnimalHandler(animalId: number, userId: number) {
  return apiFetch<{ message: string }>(`/animals/${animalId}/handlers/${userId}`, { method: "DELETE" });
}
