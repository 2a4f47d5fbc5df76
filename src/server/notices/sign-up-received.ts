import type { Tx } from "@/server/db";
import { notify } from "@/server/notices/notify";
import { quoted } from "@/server/notices/written-text";

/** The students screen with this pending sign-up's approval open. */
export const approvalUrl = (memberId: number) => `/students?tab=pending&aprovar=${memberId}`;

/**
 * Someone signed up: every active trainer account is told, with the person's name and a link
 * that opens the approval. The name is the newcomer's own words, so it is quoted. Call it in the
 * sign-up's transaction.
 */
export async function noticeSignUpReceived(tx: Tx, member: { id: number; name: string; email: string }): Promise<void> {
  const trainers = await tx.user.findMany({
    where: { role: "trainer", isActive: true },
    select: { id: true, name: true, email: true },
    orderBy: { id: "asc" },
  });
  const name = quoted(member.name);
  for (const trainer of trainers) {
    await notify(tx, trainer, {
      title: `Novo registo: ${name}`,
      body: `${name} registou-se e aguarda aprovação.`,
      url: approvalUrl(member.id),
      mail: [`${name} (${member.email}) registou-se no ACE e aguarda a sua aprovação.`, "", "Aprove ou rejeite o registo na página Alunos."],
      about: member.id,
    });
  }
}
