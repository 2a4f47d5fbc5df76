import { lessonTimeParts } from "./lesson-time";

/** A lesson's day and times as a list's first line; on a phone the times never break across lines. */
export function LessonTimeLine({ lesson, today }: { lesson: { starts_at: string; ends_at: string }; today: string }) {
  const { day, time } = lessonTimeParts(lesson, today);
  return (
    <p className="font-medium text-slate-900">
      {day} · <span className="whitespace-nowrap">{time}</span>
    </p>
  );
}
