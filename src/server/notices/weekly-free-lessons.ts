import type { SqlTx } from "@/server/db";
import { absoluteUrl, notify, type Recipient } from "@/server/notices/notify";

/**
 * The trainer sends a week's free lessons to every active student and external (docs/rules.md,
 * "Notices"): one line per lesson. By mail only: the trainer's button is the weekly email, and a
 * list of lessons is no phone notification. Call it in the transaction that sends the week.
 */
export async function noticeWeeklyFreeLessons(tx: SqlTx, member: Recipient, { week, lessons }: { week: string; lessons: readonly string[] }): Promise<void> {
  await notify(tx, member, {
    title: `Aulas disponíveis de ${week}`,
    url: "/calendar",
    mail: [
      lessons.length ? `Estas são as aulas disponíveis de ${week}:` : `Não há aulas disponíveis de ${week}.`,
      ...lessons.map((lesson) => `  - ${lesson}`),
      "",
      `Marque a sua aula em ${absoluteUrl("/calendar")}.`,
    ],
    linkLine: false,
    push: false,
  });
}
