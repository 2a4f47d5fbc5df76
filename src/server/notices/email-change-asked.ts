import type { SqlTx } from "@/server/db";
import { notify, type Recipient } from "@/server/notices/notify";
import { quoted } from "@/server/notices/written-text";

/**
 * Tells the account's current address that a change of email was asked, without the link (it
 * goes to the new address only): the owner learns of it before anything changes, and can stop it
 * by changing their password. By mail only.
 */
export async function noticeEmailChangeAsked(tx: SqlTx, member: Recipient, newEmail: string): Promise<void> {
  await notify(tx, member, {
    title: "Pedido de alteração do email",
    url: "/",
    mail: [
      `Foi pedido que o email da sua conta no ACE passe a ser ${quoted(newEmail)}.`,
      "A alteração só acontece quando for aberto o link de confirmação que enviámos para esse endereço. Até lá, a sua conta continua com este email.",
      "Se não fez este pedido, altere já a sua password (no menu com o seu nome, Alterar password): o pedido é anulado. Em caso de dúvida, contacte o treinador.",
    ],
    linkLine: false,
    push: false,
    about: member.id,
  });
}
