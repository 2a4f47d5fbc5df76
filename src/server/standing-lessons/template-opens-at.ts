import type { TemplateEntry } from "@/lib/validations/availability-template";

/**
 * Whether applying the weekly template makes a lesson start at this weekday and time: an entry
 * of that weekday is cut into lessons of `lessonMinutes` from its start, and a remainder shorter
 * than a lesson is not created (availability/create-slots.ts), so the time must be one of those
 * lessons' starts.
 */
export function templateOpensAt(entries: TemplateEntry[], lessonMinutes: number, weekday: number, startTime: string): boolean {
  const start = minutesOf(startTime);
  return entries.some((entry) => {
    if (entry.weekday !== weekday) return false;
    const from = minutesOf(entry.start_time);
    return start >= from && (start - from) % lessonMinutes === 0 && start + lessonMinutes <= minutesOf(entry.end_time);
  });
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
};
