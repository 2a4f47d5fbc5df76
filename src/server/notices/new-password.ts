import type { SqlTx } from "@/server/db";
import { absoluteUrl, notify, type Recipient } from "@/server/notices/notify";

/** Why the member has a new password: they asked (it expires), or the trainer reset it. */
export type NewPasswordCause = { byTrainer: false; validHours: number } | { byTrainer: true; newAssistant?: boolean };

/**
 * A member's new password, after a forgotten-password request or the trainer's reset. By mail
 * only, and sealed while it waits in the outbox: a password never shows on a lock screen. Call it
 * in the transaction that stores the password.
 */
export async function noticeNewPassword(tx: SqlTx, member: Recipient, password: string, cause: NewPasswordCause): Promise<void> {
  const login = absoluteUrl("/login");
  await notify(tx, member, {
    title: "Nova password",
    url: "/login",
    mail: [
      cause.byTrainer && cause.newAssistant
        ? "O treinador criou a sua conta de treinador assistente. A sua password para o primeiro início de sessão é:"
        : cause.byTrainer
        ? "O treinador redefiniu a sua password. A sua nova password é:"
        : "Recebemos um pedido de recuperação da sua password. A sua nova password é:",
      "",
      `    ${password}`,
      "",
      ...(cause.byTrainer
        ? [`Inicie sessão em ${login} e altere-a depois em "Alterar password".`]
        : [
            `Inicie sessão em ${login} com esta password nas próximas ${cause.validHours} horas e altere-a depois em "Alterar password".`,
            "Se não fez este pedido, ignore este email: a sua password atual continua a funcionar.",
          ]),
    ],
    linkLine: false,
    push: false,
    holdsSecret: true,
  });
}
