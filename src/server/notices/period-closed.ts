import { clubInstant, formatClub } from "@/lib/club-time";
import { countLabel, plural } from "@/lib/plural";
import type { SqlTx } from "@/server/db";
import type { NoticeLesson } from "@/server/notices/lesson-lines";
import { notify, type Recipient } from "@/server/notices/notify";

/** The closed period as the notice names it: club dates, both ends included, and the trainer's reason. */
export type ClosedPeriod = { startDate: string; endDate: string; reason: string };

/**
 * The trainer closed a period (docs/rules.md, "Closures"): a member is told once, whatever they
 * had in it, with the reason: each of their lessons that was cancelled and each waiting list they
 * were taken off. Always sent (as the trainer's cancellation is). Call it in the closure's transaction.
 */
export async function noticePeriodClosed(
  tx: SqlTx,
  member: Recipient,
  period: ClosedPeriod,
  { cancelled, waits }: { cancelled: readonly NoticeLesson[]; waits: readonly NoticeLesson[] },
): Promise<void> {
  if (cancelled.length + waits.length === 0) return;
  const { dates, when } = periodWords(period);
  const what = [
    cancelled.length && countLabel(cancelled.length, { one: "aula sua foi cancelada", other: "aulas suas foram canceladas" }),
    waits.length && `saiu de ${countLabel(waits.length, { one: "lista de espera", other: "listas de espera" })}`,
  ].filter(Boolean);
  await notify(tx, member, {
    title: `Clube encerrado: ${dates}`,
    body: `Motivo: ${period.reason}. ${capitalise(what.join(" e "))}.`,
    url: `/calendar?view=week&date=${period.startDate}`,
    mail: [
      `O treinador encerrou o clube ${when}.`,
      `Motivo: ${period.reason}`,
      ...(cancelled.length
        ? ["", plural(cancelled.length, { one: "A sua aula neste período foi cancelada:", other: "As suas aulas neste período foram canceladas:" }), ...cancelled.map(listLine)]
        : []),
      ...(waits.length
        ? ["", plural(waits.length, { one: "Saiu da lista de espera desta aula:", other: "Saiu da lista de espera destas aulas:" }), ...waits.map(listLine)]
        : []),
      "",
      "Não precisa de fazer nada. Pode marcar aulas fora deste período no calendário.",
    ],
  });
}

/** The period in a title ('21/12/2026 a 27/12/2026') and in a sentence ('de 21 de dezembro de 2026 (segunda-feira) a ...'). */
export function periodWords(period: Pick<ClosedPeriod, "startDate" | "endDate">): { dates: string; when: string } {
  const oneDay = period.startDate === period.endDate;
  return {
    dates: oneDay ? shortDate(period.startDate) : `${shortDate(period.startDate)} a ${shortDate(period.endDate)}`,
    when: oneDay ? `no dia ${longDate(period.startDate)}` : `de ${longDate(period.startDate)} a ${longDate(period.endDate)}`,
  };
}

/** '  - terça-feira, 22 de dezembro de 2026, 18:00 - 18:45 (Bolt)'; a dependant's: '(Rita com Bolt)'. */
export function listLine({ startsAt, endsAt, animalName, dependantName }: NoticeLesson): string {
  const forWhom = dependantName ? `${dependantName} com ${animalName}` : animalName;
  return `  - ${formatClub(startsAt, "EEEE, d 'de' MMMM 'de' yyyy, HH:mm")} - ${formatClub(endsAt, "HH:mm")} (${forWhom})`;
}

const middayOf = (date: string) => clubInstant(date, "12:00");
const shortDate = (date: string) => formatClub(middayOf(date), "dd/MM/yyyy");
/** '24 de dezembro de 2026 (quinta-feira)' */
const longDate = (date: string) => formatClub(middayOf(date), "d 'de' MMMM 'de' yyyy '('EEEE')'");
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
