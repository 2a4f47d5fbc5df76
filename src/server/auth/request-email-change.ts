import { addHours } from "date-fns";
import { CONFIRM_EMAIL_PATH } from "@/lib/account-paths";
import { now } from "@/lib/club-time";
import type { EmailChangeBody } from "@/lib/validations/email-change";
import { db } from "@/server/db";
import { ConflictError, InvalidInputError } from "@/server/errors";
import { confirmCurrentPassword, type PasswordClient } from "@/server/auth/current-password";
import { emailChangeTokenHash, newEmailChangeToken } from "@/server/auth/email-change-token";
import { EMAIL_TAKEN } from "@/server/auth/register-member";
import { noticeEmailChangeAsked } from "@/server/notices/email-change-asked";
import { noticeEmailChangeLink } from "@/server/notices/email-change-link";
import { absoluteUrl } from "@/server/notices/notify";

export const SAME_EMAIL = "O novo email é igual ao atual.";
export const EMAIL_CHANGE_VALID_HOURS = 24;

/**
 * A member asks to change their own email (docs/rules.md, "Accounts"). Nothing changes yet: the
 * new address is mailed a link, valid 24 hours and used once, and the old one is told a change
 * was asked (without the link). A new request replaces an earlier one, whose link stops working.
 * The current password proves it is them, counted as a guess at it (current-password.ts).
 */
export async function requestEmailChange(userId: number, input: EmailChangeBody, client: PasswordClient) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, name: true, email: true, passwordHash: true },
  });
  const newEmail = input.new_email;
  if (newEmail === user.email) throw new InvalidInputError(SAME_EMAIL);
  await confirmCurrentPassword(user, input.current_password, client);

  const token = newEmailChangeToken();
  const change = { newEmail, tokenHash: emailChangeTokenHash(token), expiresAt: addHours(now(), EMAIL_CHANGE_VALID_HOURS), confirmedAt: null };
  const member = { id: user.id, name: user.name, email: user.email };
  await db.$transaction(async (tx) => {
    // Taken now: refused. Taken before the link is opened: the confirmation refuses it.
    if (await tx.user.findUnique({ where: { email: newEmail }, select: { id: true } })) throw new ConflictError(EMAIL_TAKEN);
    await tx.emailChange.upsert({
      where: { userId },
      create: { userId, ...change },
      update: { ...change, createdAt: now() },
    });
    const link = absoluteUrl(`${CONFIRM_EMAIL_PATH}?token=${token}`);
    await noticeEmailChangeLink(tx, { ...member, email: newEmail }, { link, validHours: EMAIL_CHANGE_VALID_HOURS });
    await noticeEmailChangeAsked(tx, member, newEmail);
  });
  return {
    message: `Enviámos um link de confirmação para ${newEmail}. O email da sua conta muda quando o abrir, nas próximas ${EMAIL_CHANGE_VALID_HOURS} horas.`,
    new_email: newEmail,
  };
}
