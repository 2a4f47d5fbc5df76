import type { SqlTx } from "@/server/db";
import { notify, type Recipient } from "@/server/notices/notify";

/**
 * The link that confirms a member's new email, mailed to that new address (`member.email` is the
 * new one). By mail only, and sealed while it waits in the outbox, like a password: whoever reads
 * the link can confirm the change. Named after the member (`about`), so erasing them deletes it
 * although it goes to an address the account does not have yet.
 */
export async function noticeEmailChangeLink(tx: SqlTx, member: Recipient, { link, validHours }: { link: string; validHours: number }): Promise<void> {
  await notify(tx, member, {
    title: "Confirme o novo email",
    url: "/",
    mail: [
      `Pediu que este passe a ser o email da sua conta no ACE. Para o confirmar, abra este link nas próximas ${validHours} horas:`,
      "",
      `    ${link}`,
      "",
      "O link serve uma só vez. Até o abrir, a sua conta continua com o email de antes.",
      "Se não fez este pedido, ignore este email: nada muda.",
    ],
    linkLine: false,
    push: false,
    holdsSecret: true,
    about: member.id,
  });
}
