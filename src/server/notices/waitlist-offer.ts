import { formatClub } from "@/lib/club-time";
import type { SqlTx } from "@/server/db";
import { lessonMoment, type NoticeLesson } from "@/server/notices/lesson-lines";
import { absoluteUrl, notify, type Recipient } from "@/server/notices/notify";

/**
 * A freed lesson is offered to a member on its waiting list (docs/rules.md, "Waiting list"):
 * until when it is held for them, or, when the lesson starts before a hold would end, that it
 * was offered to everyone waiting and goes to whoever confirms first. They confirm on the home
 * screen. Always sent. Call it in the transaction that makes the offer.
 */
export async function noticeWaitlistOffer(
  tx: SqlTx,
  member: Recipient,
  { lesson, offeredUntil, everyone }: { lesson: NoticeLesson; offeredUntil: Date; everyone: boolean },
): Promise<void> {
  const until = formatClub(offeredUntil, "dd/MM/yyyy 'às' HH:mm");
  // For a dependant (docs/rules.md, "Households"): 'Rita com Bolt'.
  const forWhom = lesson.dependantName ? `${lesson.dependantName} com ${lesson.animalName}` : lesson.animalName;
  await notify(tx, member, {
    title: `Vaga disponível: ${lessonMoment(lesson.startsAt)}`,
    body: everyone
      ? `Abriu uma vaga para ${forWhom}: fica com ela quem confirmar primeiro.`
      : `Abriu uma vaga para ${forWhom}: confirme até ${until}.`,
    url: "/",
    mail: [
      "Abriu uma vaga na aula pela qual estava à espera:",
      "",
      `Data: ${formatClub(lesson.startsAt, "EEEE, dd/MM/yyyy")}`,
      `Hora: ${formatClub(lesson.startsAt, "HH:mm")} - ${formatClub(lesson.endsAt, "HH:mm")}`,
      `Animal: ${lesson.animalName}`,
      ...(lesson.dependantName ? [`Condutor: ${lesson.dependantName}`] : []),
      `Confirme até: ${until}`,
      "",
      everyone
        ? "A aula começa em breve, por isso foi oferecida a todos na lista de espera: fica com ela quem confirmar primeiro."
        : `A vaga fica reservada para si até ${until}. Se não confirmar até lá, passa ao seguinte na lista.`,
      "",
      `Confirme a aula na página inicial da aplicação: ${absoluteUrl("/")}`,
    ],
    linkLine: false,
  });
}
