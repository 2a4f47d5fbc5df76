import type { StandingLessonJson } from "@/lib/standing-lesson-json";
import type { TemplateEntry } from "@/lib/validations/availability-template";

// The weekly template as the API shows it (docs/rules.md, "Weekly template"): GET/PUT
// /api/availability/template, and the leftover of a range POST /api/availability answers.

/** The minutes at a range's end that no lesson covers, and the sentence that says so (pt-PT). */
export type LeftoverJson = { minutes: number; message: string };

/** An entry that is not a whole number of lessons. */
export type TemplateLeftoverJson = Pick<TemplateEntry, "weekday" | "start_time" | "end_time"> & LeftoverJson;

/** GET /api/availability/template. */
export type WeeklyTemplateJson = { entries: TemplateEntry[]; leftovers: TemplateLeftoverJson[] };

/** PUT /api/availability/template: the saved pattern, and the standing lessons whose hour it does not open. */
export type SavedTemplateJson = WeeklyTemplateJson & { message: string; standing_without_hour: StandingLessonJson[] };
