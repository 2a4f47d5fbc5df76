import { plural } from "@/lib/plural";
import type { SqlTx } from "@/server/db";
import { lessonMoment, type NoticeLesson } from "@/server/notices/lesson-lines";
import { notify, type Recipient } from "@/server/notices/notify";
import { listLine } from "@/server/notices/period-closed";

/**
 * The trainer deactivated a member who had lessons to come (docs/rules.md, "Accounts"): they are
 * told once, listing every lesson cancelled, in time order, rather than by one 'Aula cancelada'
 * each. Always sent; by mail only, with no link: the account can no longer sign in. Nothing when
 * no lesson was cancelled. Call it in the deactivation's transaction; it reads nothing.
 */
export async function noticeMemberDeactivated(tx: SqlTx, member: Recipient, cancelled: readonly NoticeLesson[]): Promise<void> {
  if (cancelled.length === 0) return;
  await notify(tx, member, {
    title: plural(cancelled.length, { one: `Aula cancelada: ${lessonMoment(cancelled[0].startsAt)}`, other: `${cancelled.length} aulas canceladas` }),
    url: "/",
    push: false,
    linkLine: false,
    mail: [
      "O treinador desativou a sua conta no ACE.",
      "",
      plural(cancelled.length, { one: "Por isso, a sua próxima aula foi cancelada:", other: "Por isso, as suas próximas aulas foram canceladas:" }),
      ...cancelled.map(listLine),
      "",
      "Se acha que é um engano, ou quer voltar a ter aulas, contacte o treinador.",
    ],
  });
}
