import { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import { ConflictError, InvalidInputError } from "@/server/errors";
import { emailChangeTokenHash } from "@/server/auth/email-change-token";
import { noticeEmailChanged } from "@/server/notices/email-changed";

export const LINK_NOT_VALID =
  "Este link de confirmação não é válido. Se pediu outra alteração depois dele, use o link do email mais recente.";
export const LINK_ALREADY_USED = "Este link de confirmação já foi usado: o email da conta já foi alterado.";
export const LINK_EXPIRED =
  "Este link de confirmação expirou: era válido durante 24 horas. Peça de novo a alteração na página da sua conta.";
export const EMAIL_TAKEN_SINCE = "O novo email passou entretanto a ser usado por outra conta: o email da sua conta não foi alterado.";

/**
 * The link mailed to the new address is opened: the account's email becomes that address, both
 * addresses are told, and the member stays signed in everywhere. Once only: two confirmations of
 * one link at once take turns on the row's lock, and the second is told the link was used.
 * Nothing changes when the link is forged, replaced, used, expired, or its address was taken
 * since the request.
 */
export async function confirmEmailChange(token: string) {
  const tokenHash = emailChangeTokenHash(token);
  try {
    return await db.$transaction(async (tx) => {
      const [change] = await tx.$queryRaw<{ user_id: number; new_email: string; expires_at: Date; confirmed_at: Date | null }[]>`
        SELECT user_id, new_email, expires_at, confirmed_at FROM email_changes WHERE token_hash = ${tokenHash} FOR UPDATE`;
      if (!change) throw new InvalidInputError(LINK_NOT_VALID);
      if (change.confirmed_at) throw new ConflictError(LINK_ALREADY_USED);
      if (change.expires_at <= now()) throw new InvalidInputError(LINK_EXPIRED);

      const member = await tx.user.findUniqueOrThrow({ where: { id: change.user_id }, select: { id: true, name: true, email: true } });
      if (await tx.user.findUnique({ where: { email: change.new_email }, select: { id: true } })) {
        throw new ConflictError(EMAIL_TAKEN_SINCE);
      }
      await tx.user.update({ where: { id: member.id }, data: { email: change.new_email } });
      await tx.emailChange.update({ where: { userId: member.id }, data: { confirmedAt: now() } });
      // A new password mailed to the old address no longer opens the account.
      await tx.passwordReset.deleteMany({ where: { userId: member.id } });
      await noticeEmailChanged(tx, member, { newEmail: change.new_email, byTrainer: false });
      return { message: `O email da sua conta passou a ser ${change.new_email}.`, email: change.new_email };
    });
  } catch (error) {
    // An account signing up with the address at this very moment: its unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new ConflictError(EMAIL_TAKEN_SINCE);
    throw error;
  }
}
