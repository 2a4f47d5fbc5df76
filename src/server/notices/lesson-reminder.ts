import { formatClub } from "@/lib/club-time";
import type { SqlTx } from "@/server/db";
import { lessonDayUrl, lessonLines, lessonMoment, type NoticeLesson } from "@/server/notices/lesson-lines";
import { notify, type Recipient } from "@/server/notices/notify";

/** The weather forecast for the lesson's hour, when the cache has one. */
export type LessonForecast = { temp: number; description: string };

/**
 * A member's lesson comes within the club's reminder hours (docs/rules.md, "Reminders"), with the
 * forecast when there is one. Called by src/server/jobs/send-lesson-reminders.ts in the
 * transaction that claims the reminder.
 */
export async function noticeLessonReminder(tx: SqlTx, member: Recipient, lesson: NoticeLesson, forecast: LessonForecast | null): Promise<void> {
  const weather = forecast ? `Tempo previsto: ${forecast.temp.toFixed(1).replace(".", ",")} °C, ${forecast.description}` : null;
  await notify(tx, member, {
    title: `Lembrete: aula de ${formatClub(lesson.startsAt, "EEEE, d 'de' MMMM")} às ${formatClub(lesson.startsAt, "HH:mm")}`,
    body: `Aula de ${lesson.animalName} a ${lessonMoment(lesson.startsAt)}.${weather ? ` ${weather}.` : ""}`,
    url: lessonDayUrl(lesson.startsAt),
    mail: [
      "Lembramos a sua próxima aula:",
      ...lessonLines(lesson),
      ...(weather ? [weather] : []),
      "",
      "Se não puder comparecer, cancele a marcação na aplicação.",
    ],
    linkLine: false,
  });
}
