import { apiFetch } from "@/lib/api-client";
import type { ClosePeriodJson, ClosureJson, ClosurePreviewJson, ReopenPeriodJson } from "@/lib/closure-json";
import type { ClosePeriodBody } from "@/lib/validations/closures";

// The browser's calls for closed periods (docs/rules.md, "Closures"): the trainer's availability screen.

export async function loadClosures(): Promise<ClosureJson[]> {
  return (await apiFetch<{ closures: ClosureJson[] }>("/availability/closures")).closures ?? [];
}

/** What closing the period would do now: the confirmation's figures. */
export function previewClosure(range: { start_date: string; end_date: string }) {
  const query = new URLSearchParams(range).toString();
  return apiFetch<ClosurePreviewJson>(`/availability/closures/preview?${query}`);
}

export function closePeriod(body: ClosePeriodBody) {
  return apiFetch<ClosePeriodJson>("/availability/closures", { method: "POST", body });
}

export function reopenPeriod(id: number) {
  return apiFetch<ReopenPeriodJson>(`/availability/closures/${id}`, { method: "DELETE" });
}
