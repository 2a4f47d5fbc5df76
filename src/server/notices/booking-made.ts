import { now } from "@/lib/club-time";
import type { Tx } from "@/server/db";
import { lessonDayUrl, lessonLines, lessonMoment } from "@/server/notices/lesson-lines";
import { notify } from "@/server/notices/notify";

/**
 * A lesson was booked for a member (by them, by the trainer, or by confirming a waiting-list
 * offer): the member is told, unless they turned booking confirmations off. Nothing about a
 * lesson that has already ended: the trainer booking a past lesson corrects the club's record.
 * Call it in the booking's transaction; it reads through that transaction.
 */
export async function noticeBookingMade(tx: Tx, bookingId: number, { byTrainer }: { byTrainer: boolean }): Promise<void> {
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      user: { select: { id: true, name: true, email: true, bookingConfirmations: true } },
      animal: { select: { name: true } },
      slot: { select: { startsAt: true, endsAt: true } },
    },
  });
  const { user, animal, slot } = booking;
  if (!user.bookingConfirmations || slot.endsAt <= now()) return;
  const lesson = { startsAt: slot.startsAt, endsAt: slot.endsAt, animalName: animal.name };
  await notify(tx, user, {
    title: `Aula marcada: ${lessonMoment(slot.startsAt)}`,
    body: byTrainer
      ? `O treinador marcou uma aula para ${animal.name} a ${lessonMoment(slot.startsAt)}.`
      : `Aula de ${animal.name} marcada para ${lessonMoment(slot.startsAt)}.`,
    url: lessonDayUrl(slot.startsAt),
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
