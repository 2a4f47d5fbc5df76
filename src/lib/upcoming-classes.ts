import { lessonDayLabel } from "@/lib/calendar-labels";
import { countLabel } from "@/lib/plural";

// The home screen's upcoming-classes card: lessons grouped under 'Hoje' / 'Amanhã' / a long
// date, shown 5 at a time.

export const UPCOMING_PAGE_SIZE = 5;

type Lesson = { date: string; starts_at: string };

export type LessonDay<L> = { date: string; label: string; lessons: L[] };

/** The first `shown` lessons in start order, grouped by club date under their day label. */
export function lessonDays<L extends Lesson>(lessons: readonly L[], shown: number, today: string): LessonDay<L>[] {
  const ordered = [...lessons].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at)).slice(0, shown);
  const days: LessonDay<L>[] = [];
  for (const lesson of ordered) {
    const last = days.at(-1);
    if (last?.date === lesson.date) last.lessons.push(lesson);
    else days.push({ date: lesson.date, label: lessonDayLabel(lesson.date, today), lessons: [lesson] });
  }
  return days;
}

/** The 'Ver mais (N restantes)' button's text ('Ver mais (1 restante)'), or null when every lesson is shown. */
export function showMoreLabel(total: number, shown: number): string | null {
  const remaining = total - shown;
  return remaining > 0 ? `Ver mais (${countLabel(remaining, { one: "restante", other: "restantes" })})` : null;
}
