import { now } from "@/lib/club-time";
import type { SqlTx } from "@/server/db";
import { lessonDayUrl, lessonLines, lessonMoment, type NoticeLesson } from "@/server/notices/lesson-lines";
import { notify, type Recipient } from "@/server/notices/notify";

/**
 * The trainer cancelled a member's lesson: the member is told, with the reason when one was
 * given. Always sent (it cannot be turned off); nothing about a lesson that has already ended.
 * Call it in the cancellation's transaction.
 */
export async function noticeLessonCancelled(
  tx: SqlTx,
  member: Recipient,
  lesson: NoticeLesson,
  reason: string | null,
): Promise<void> {
  if (lesson.endsAt <= now()) return;
  await notify(tx, member, {
    title: `Aula cancelada: ${lessonMoment(lesson.startsAt)}`,
    body: `O treinador cancelou a aula de ${lesson.animalName} de ${lessonMoment(lesson.startsAt)}.${reason ? ` Motivo: ${reason}` : ""}`,
    url: lessonDayUrl(lesson.startsAt),
    mail: [
      "O treinador cancelou a sua aula:",
      "",
      ...lessonLines(lesson),
      ...(reason ? [`Motivo: ${reason}`] : []),
      "",
      "Pode marcar outra aula no calendário.",
    ],
  });
}
