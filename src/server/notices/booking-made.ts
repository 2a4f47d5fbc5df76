import { now } from "@/lib/club-time";
import type { SqlTx } from "@/server/db";
import { lessonDayUrl, lessonLines, lessonMoment } from "@/server/notices/lesson-lines";
import { notify, type Recipient } from "@/server/notices/notify";

/**
 * A lesson was booked for a member (by them, by the trainer, or by confirming a waiting-list
 * offer): the member is told, unless they turned booking confirmations off. Nothing about a
 * lesson that has already ended: the trainer booking a past lesson corrects the club's record.
 * Call it in the booking's transaction, with the member and the lesson as read under its lock.
 */
export async function noticeBookingMade(
  tx: SqlTx,
  member: Recipient & { bookingConfirmations: boolean },
  lesson: { startsAt: Date; endsAt: Date; animalName: string },
  { byTrainer }: { byTrainer: boolean },
): Promise<void> {
  if (!member.bookingConfirmations || lesson.endsAt <= now()) return;
  const { startsAt, animalName } = lesson;
  await notify(tx, { id: member.id, name: member.name, email: member.email }, {
    title: `Aula marcada: ${lessonMoment(startsAt)}`,
    body: byTrainer
      ? `O treinador marcou uma aula para ${animalName} a ${lessonMoment(startsAt)}.`
      : `Aula de ${animalName} marcada para ${lessonMoment(startsAt)}.`,
    url: lessonDayUrl(startsAt),
    mail: [
      byTrainer ? "O treinador marcou uma aula para si:" : "A sua aula está marcada:",
      "",
      ...lessonLines(lesson),
      "",
      "Se não puder vir, cancele a aula no calendário, para que outro aluno a possa aproveitar.",
      "Pode deixar de receber estas confirmações na página A Minha Conta.",
    ],
  });
}
