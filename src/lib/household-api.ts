import type { DependantJson } from "@/lib/household-json";
import type { DependantBody } from "@/lib/validations/household";
import { apiFetch } from "@/lib/api-client";

// The browser's calls for a member's household (/api/household, docs/rules.md, "Households"):
// the account page's 'Agregado' and the booking dialog's 'Quem conduz?'.

export async function loadDependants(): Promise<DependantJson[]> {
  return (await apiFetch<{ dependants: DependantJson[] }>("/household")).dependants ?? [];
}

export async function addDependant(body: DependantBody): Promise<DependantJson> {
  return (await apiFetch<{ dependant: DependantJson }>("/household/dependants", { method: "POST", body })).dependant;
}

export function removeDependant(id: number) {
  return apiFetch<{ message: string }>(`/household/dependants/${id}`, { method: "DELETE" });
}
