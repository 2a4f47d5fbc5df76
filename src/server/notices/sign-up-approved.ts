import type { SqlTx } from "@/server/db";
import { absoluteUrl, notifyAll, type Recipient } from "@/server/notices/notify";

/**
 * The trainer approved sign-ups (one, or several at once in one category): each new member is
 * told in which category and where to sign in. Always sent (a rejection tells nobody). Call it in
 * the approval's transaction.
 */
export async function noticeSignUpApproved(tx: SqlTx, members: readonly Recipient[], category: string): Promise<void> {
  await notifyAll(tx, members, {
    title: "Registo aprovado",
    body: `O seu registo no ACE foi aprovado, como ${category}.`,
    url: "/login",
    mail: [
      `O seu registo no ACE foi aprovado pelo treinador, como ${category}.`,
      `Já pode iniciar sessão em ${absoluteUrl("/login")}.`,
    ],
    linkLine: false,
  });
}
