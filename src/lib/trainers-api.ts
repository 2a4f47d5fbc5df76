import { apiFetch } from "@/lib/api-client";
import type { TrainerJson } from "@/lib/trainer-json";

// The club's trainers ('Treinadores', docs/rules.md, "Roles"): the list, adding an assistant,
// turning one off and on.

export function loadTrainers() {
  return apiFetch<{ trainers: TrainerJson[] }>("/trainers");
}

export function addAssistant(body: { name: string; email: string }) {
  return apiFetch<{ message: string; trainer: TrainerJson }>("/trainers", { method: "POST", body });
}

export function setAssistantActive(id: number, active: boolean) {
  return apiFetch<{ message: string; trainer: TrainerJson }>(`/trainers/${id}`, { method: "PUT", body: { active } });
}
