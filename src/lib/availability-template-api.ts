import { apiFetch } from "@/lib/api-client";
import type { StandingApplyJson } from "@/lib/standing-lesson-json";
import type { TemplateEntry } from "@/lib/validations/availability-template";

// The browser's calls for the trainer's weekly template (docs/rules.md, "Weekly template").

export type { TemplateEntry };

export async function loadWeeklyTemplate(): Promise<TemplateEntry[]> {
  return (await apiFetch<{ entries: TemplateEntry[] }>("/availability/template")).entries ?? [];
}

export function saveWeeklyTemplate(entries: TemplateEntry[]) {
  return apiFetch<{ message: string; entries: TemplateEntry[] }>("/availability/template", { method: "PUT", body: { entries } });
}

export function applyWeeklyTemplate(range: { start_date: string; end_date: string }) {
  return apiFetch<{ message: string; created_slots: number; ignored_slots: number; standing: StandingApplyJson }>("/availability/template/apply", {
    method: "POST",
    body: range,
  });
}
