import type { SqlTx } from "@/server/db";
import { absoluteUrl, notify, type Recipient } from "@/server/notices/notify";

/**
 * The trainer approved a sign-up: the new member is told in which category and where to sign in.
 * Always sent (a rejection tells nobody). Call it in the approval's transaction.
 */
export async function noticeSignUpApproved(tx: SqlTx, member: Recipient, category: string): Promise<void> {
  await notify(tx, member, {
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
