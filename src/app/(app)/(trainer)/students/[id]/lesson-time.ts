import { lessonDayLabel } from "@/lib/calendar-labels";
import { clubDateOf, clubTimeOf } from "@/lib/club-time";

/** 'Amanhã · 18:00–18:45', 'Quarta-feira, 18 de novembro · 18:00–18:45'. */
export function lessonTimeLabel(lesson: { starts_at: string; ends_at: string }, today: string): string {
  const start = new Date(lesson.starts_at);
  return `${lessonDayLabel(clubDateOf(start), today)} · ${clubTimeOf(start)}–${clubTimeOf(new Date(lesson.ends_at))}`;
}
