import { now } from "@/lib/club-time";
import { lessonDayUrl, lessonLines, lessonMoment } from "@/server/notices/lesson-lines";
import type { Notice } from "@/server/notices/notify";

/**
 * A lesson was booked for a member (by them, by the trainer, or by confirming a waiting-list
 * offer): the member is told, unless they turned booking confirmations off (null: nobody is
 * told). Nothing about a lesson that has already ended: the trainer booking a past lesson corrects
 * the club's record. The booking writes it with its insert (notify.ts, withNotice), with the
 * member and the lesson as read under the slot's lock.
 */
export function bookingMadeNotice(
  member: { bookingConfirmations: boolean },
  lesson: { startsAt: Date; endsAt: Date; animalName: string },
  { byTrainer }: { byTrainer: boolean },
): Notice | null {
  if (!member.bookingConfirmations || lesson.endsAt <= now()) return null;
  const { startsAt, animalName } = lesson;
  return {
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
  };
}
