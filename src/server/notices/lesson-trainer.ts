import { now } from "@/lib/club-time";
import type { SqlTx } from "@/server/db";
import { lessonDayUrl, lessonLines, lessonMoment, type NoticeLesson } from "@/server/notices/lesson-lines";
import { notify } from "@/server/notices/notify";

/**
 * A lesson an assistant trainer gives was booked or cancelled by someone else (a member, the
 * trainer): the assistant is told (docs/rules.md, "Each lesson's trainer"), unless they turned
 * it off ('Marcações nas minhas aulas' on their home: the `booking_confirmations` choice) or
 * are turned off. The club's trainer sees every lesson on the calendar and home, as before, and
 * is not mailed of each. Nothing about a lesson that has ended. Call it in the booking's or the
 * cancellation's transaction.
 */
export async function noticeLessonTrainer(
  tx: SqlTx,
  actorId: number,
  slot: { trainerId: number | null },
  lesson: NoticeLesson & { memberName: string },
  change: "booked" | "cancelled",
): Promise<void> {
  if (slot.trainerId === null || slot.trainerId === actorId || lesson.endsAt <= now()) return;
  const [trainer] = await tx.$queryRaw<{ id: number; name: string; email: string }[]>`
    SELECT id, name, email FROM users
    WHERE id = ${slot.trainerId} AND role = 'assistant' AND is_active AND booking_confirmations`;
  if (!trainer) return;
  const booked = change === "booked";
  const when = lessonMoment(lesson.startsAt);
  await notify(tx, trainer, {
    title: `${booked ? "Aula marcada" : "Aula cancelada"}: ${when}`,
    body: `${booked ? "Marcada" : "Cancelada"} a aula de ${lesson.memberName} com ${lesson.animalName} a ${when}.`,
    url: lessonDayUrl(lesson.startsAt),
    mail: [
      `${booked ? "Foi marcada" : "Foi cancelada"} uma das aulas que dá:`,
      "",
      `Aluno: ${lesson.memberName}`,
      ...lessonLines(lesson),
      "",
      'Pode deixar de receber estes avisos no início da aplicação, em "Avisos por Email".',
    ],
  });
}
