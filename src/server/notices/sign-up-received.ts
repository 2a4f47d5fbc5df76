import type { Tx } from "@/server/db";
import { notify } from "@/server/notices/notify";

/** The students screen with this pending sign-up's approval open. */
export const approvalUrl = (memberId: number) => `/students?tab=pending&aprovar=${memberId}`;

/**
 * Someone signed up: every active trainer account is told, with the person's name and a link
 * that opens the approval. Call it in the sign-up's transaction.
 */
export async function noticeSignUpReceived(tx: Tx, member: { id: number; name: string; email: string }): Promise<void> {
  const trainers = await tx.user.findMany({
    where: { role: "trainer", isActive: true },
    select: { id: true, name: true, email: true },
    orderBy: { id: "asc" },
  });
  for (const trainer of trainers) {
    await notify(tx, trainer, {
      title: `Novo registo: ${member.name}`,
      body: `${member.name} registou-se e aguarda aprovação.`,
      url: approvalUrl(member.id),
      mail: [`${member.name} (${member.email}) registou-se no ACE e aguarda a sua aprovação.`, "", "Aprove ou rejeite o registo na página Alunos."],
      about: member.id,
    });
  }
}
