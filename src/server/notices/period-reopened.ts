import { countLabel, plural } from "@/lib/plural";
import type { SqlTx } from "@/server/db";
import type { NoticeLesson } from "@/server/notices/lesson-lines";
import { notify, type Recipient } from "@/server/notices/notify";
import { capitalise, listLine, periodWords, type ClosedPeriod } from "@/server/notices/period-closed";

/** What the reopening gives a member back: standing lessons booked again, lessons to book again, waiting lists they left. */
export type Reopened = { rebooked: readonly NoticeLesson[]; freed: readonly NoticeLesson[]; waits: readonly NoticeLesson[] };

/**
 * The trainer reopened a closed period (docs/rules.md, "Closures"): a member who lost a lesson or
 * a waiting-list place to it, or whose standing lessons it booked again, is told once that the
 * days are open again, listing each, in time order. Call it in a transaction; it reads nothing.
 */
export async function noticePeriodReopened(tx: SqlTx, member: Recipient, period: ClosedPeriod, { rebooked, freed, waits }: Reopened): Promise<void> {
  if (rebooked.length + freed.length + waits.length === 0) return;
  const { dates, when } = periodWords(period);
  const what = [
    rebooked.length && countLabel(rebooked.length, { one: "aula fixa sua foi marcada de novo", other: "aulas fixas suas foram marcadas de novo" }),
    freed.length && `pode marcar de novo ${countLabel(freed.length, { one: "aula cancelada", other: "aulas canceladas" })}`,
    waits.length &&
      `${countLabel(waits.length, { one: "aula", other: "aulas" })} de que estava em lista de espera ${plural(waits.length, { one: "pode estar livre", other: "podem estar livres" })}`,
  ].filter(Boolean);
  await notify(tx, member, {
    title: `Clube reaberto: ${dates}`,
    body: `Os dias encerrados (${period.reason}) voltaram a abrir. ${capitalise(what.join("; "))}.`,
    url: `/calendar?view=week&date=${period.startDate}`,
    mail: [
      `O treinador reabriu o clube ${when}, que tinha encerrado.`,
      `Motivo do encerramento: ${period.reason}`,
      ...(rebooked.length
        ? ["", plural(rebooked.length, { one: "A sua aula fixa foi marcada de novo:", other: "As suas aulas fixas foram marcadas de novo:" }), ...rebooked.map(listLine)]
        : []),
      ...(freed.length
        ? [
            "",
            plural(freed.length, {
              one: "Esta aula sua tinha sido cancelada; pode marcá-la de novo no calendário, se ainda estiver livre:",
              other: "Estas aulas suas tinham sido canceladas; pode marcá-las de novo no calendário, se ainda estiverem livres:",
            }),
            ...freed.map(listLine),
          ]
        : []),
      ...(waits.length
        ? [
            "",
            plural(waits.length, {
              one: "Estava na lista de espera desta aula; pode marcá-la, se estiver livre, ou voltar à lista de espera:",
              other: "Estava na lista de espera destas aulas; pode marcá-las, se estiverem livres, ou voltar às listas de espera:",
            }),
            ...waits.map(listLine),
          ]
        : []),
    ],
  });
}
