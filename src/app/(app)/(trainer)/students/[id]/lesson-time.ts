import { lessonDayLabel } from "@/lib/calendar-labels";
import { clubDateOf, clubTimeOf } from "@/lib/club-time";

/** 'Amanhã', '18:00–18:45': a lesson's day and its times. */
export function lessonTimeParts(lesson: { starts_at: string; ends_at: string }, today: string): { day: string; time: string } {
  const start = new Date(lesson.starts_at);
  return { day: lessonDayLabel(clubDateOf(start), today), time: `${clubTimeOf(start)}–${clubTimeOf(new Date(lesson.ends_at))}` };
}

