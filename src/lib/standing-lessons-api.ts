import { apiFetch } from "@/lib/api-client";
import type { StandingLessonJson } from "@/lib/standing-lesson-json";
import type { CreateStandingLessonBody } from "@/lib/validations/standing-lessons";

// The browser's calls for the trainer's standing lessons (docs/rules.md, "Standing lessons").

export type StandingLesson = StandingLessonJson;

export async function loadStandingLessons(): Promise<StandingLesson[]> {
  return (await apiFetch<{ standing_lessons: StandingLesson[] }>("/availability/standing")).standing_lessons ?? [];
}

export function createStandingLesson(body: CreateStandingLessonBody) {
  return apiFetch<{ message: string; standing_lesson: StandingLesson }>("/availability/standing", { method: "POST", body });
}

export function deleteStandingLesson(id: number) {
  return apiFetch<{ message: string }>("/availability/standing", { method: "DELETE", body: { id } });
}
