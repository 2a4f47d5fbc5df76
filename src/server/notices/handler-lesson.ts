import { now } from "@/lib/club-time";
import type { SqlTx } from "@/server/db";
import { lessonDayUrl, lessonLines, lessonMoment, type NoticeLesson } from "@/server/notices/lesson-lines";
import { notify, type Recipient } from "@/server/notices/notify";

/**
 * A handler booked or cancelled a lesson with someone else's animal (docs/rules.md, "Households"):
 * its owner is told, always (the lesson is the handler's, the animal theirs). Nothing about a
 * lesson that has already ended. Call it in the booking's or the cancellation's transaction.
 */
export async function noticeHandlerLesson(
  tx: SqlTx,
  owner: Recipient,
  handler: { id: number; name: string },
  lesson: NoticeLesson,
  change: "booked" | "cancelled",
): Promise<void> {
  if (lesson.endsAt <= now()) return;
  const { startsAt, animalName } = lesson;
  const booked = change === "booked";
  await notify(tx, owner, {
    title: `${booked ? "Aula marcada" : "Aula cancelada"} com ${animalName}: ${lessonMoment(startsAt)}`,
    body: `${handler.name} ${booked ? "marcou" : "cancelou"} uma aula com ${animalName} a ${lessonMoment(startsAt)}.`,
    url: lessonDayUrl(startsAt),
    mail: [
      `${handler.name}, que conduz ${animalName}, ${booked ? "marcou" : "cancelou"} esta aula:`,
      "",
      ...lessonLines(lesson),
      "",
      "Pode ver e alterar quem conduz os seus animais na página Os Meus Animais.",
    ],
    about: handler.id,
  });
}
