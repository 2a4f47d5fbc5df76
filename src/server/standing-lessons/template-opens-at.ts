import type { TemplateEntry } from "@/lib/validations/availability-template";
import { minutesOfDay } from "@/server/availability/weekly-template";
import { lessonOffsets } from "@/server/availability/lesson-offsets";

/**
 * Whether applying the weekly template makes a lesson start at this weekday and time: the time
 * must be one of the starts of the lessons an entry of that weekday is cut into (lessonOffsets,
 * as publishing slots cuts it).
 */
export function templateOpensAt(entries: TemplateEntry[], lessonMinutes: number, weekday: number, startTime: string): boolean {
  const start = minutesOfDay(startTime);
  return entries.some((entry) => {
    if (entry.weekday !== weekday) return false;
    const from = minutesOfDay(entry.start_time);
    return lessonOffsets(minutesOfDay(entry.end_time) - from, lessonMinutes).includes(start - from);
  });
}
