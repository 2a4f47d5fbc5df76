import type { SqlTx } from "@/server/db";
import { absoluteUrl, notify, type Recipient } from "@/server/notices/notify";
import { quoted } from "@/server/notices/written-text";

/**
 * The account's email has changed (the member confirmed the link, or the trainer changed it):
 * both addresses are told, the old one so that its owner notices a change they did not make. By
 * mail only. Named after the member (`about`): erasing them deletes both, whatever address they
 * went to. `member.email` is the old address.
 */
export async function noticeEmailChanged(tx: SqlTx, member: Recipient, { newEmail, byTrainer }: { newEmail: string; byTrainer: boolean }): Promise<void> {
  const login = absoluteUrl("/login");
  const who = byTrainer ? "O treinador alterou o email da sua conta no ACE." : null;
  await notify(tx, member, {
    title: "Email da conta alterado",
    url: "/",
    mail: [
      ...(who ? [who] : []),
      `O email da sua conta passou a ser ${quoted(newEmail)}. Os emails do clube passam a ir para esse endereço, e é com ele que entra no ACE.`,
      "Se não reconhece esta alteração, contacte o treinador.",
    ],
    linkLine: false,
    push: false,
    about: member.id,
  });
  await notify(tx, { ...member, email: newEmail }, {
    title: "Email da conta alterado",
    url: "/",
    mail: [
      ...(who ? [who] : []),
      "Este passou a ser o email da sua conta no ACE: é com ele que entra e é para ele que vão os emails do clube.",
      `Entre em ${login} com este email e a sua password.`,
    ],
    linkLine: false,
    push: false,
    about: member.id,
  });
}
