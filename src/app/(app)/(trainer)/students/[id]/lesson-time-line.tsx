import { lessonDayLabel } from "@/lib/calendar-labels";
import { clubDateOf, clubTimeOf } from "@/lib/club-time";

/** 'Amanhã · 18:00–18:45': a lesson's day and times as a list's first line; on a phone the times never break across lines. */
export function LessonTimeLine({ lesson, today }: { lesson: { starts_at: string; ends_at: string }; today: string }) {
  const start = new Date(lesson.starts_at);
  return (
    <p className="font-medium text-slate-900">
      {lessonDayLabel(clubDateOf(start), today)} · <span className="whitespace-nowrap">{`${clubTimeOf(start)}–${clubTimeOf(new Date(lesson.ends_at))}`}</span>
    </p>
  );
}
