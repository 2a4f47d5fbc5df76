import { apiFetch } from "@/lib/api-client";
import type { StandingApplyJson } from "@/lib/standing-lesson-json";
import type { TemplateEntry } from "@/lib/validations/availability-template";
import type { SavedTemplateJson, WeeklyTemplateJson } from "@/lib/weekly-template-json";

// The browser's calls for the trainer's weekly template (docs/rules.md, "Weekly template").

export type { TemplateEntry };

export function loadWeeklyTemplate(): Promise<WeeklyTemplateJson> {
  return apiFetch<WeeklyTemplateJson>("/availability/template");
}

/** Saves the whole pattern; the answer names what it leaves out (standing lessons without an hour, leftover minutes). */
export function saveWeeklyTemplate(entries: TemplateEntry[]) {
  return apiFetch<SavedTemplateJson>("/availability/template", { method: "PUT", body: { entries } });
}

export function applyWeeklyTemplate(range: { start_date: string; end_date: string }) {
  return apiFetch<{ message: string; created_slots: number; ignored_slots: number; standing: StandingApplyJson }>("/availability/template/apply", {
    method: "POST",
    body: range,
  });
}
