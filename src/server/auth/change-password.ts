import { db } from "@/server/db";
import type { ChangePasswordBody } from "@/lib/validations/auth";
import { confirmCurrentPassword, type PasswordClient } from "@/server/auth/current-password";
import { hashPassword } from "@/server/auth/passwords";
import { issueSessionToken } from "@/server/auth/session-token";

/**
 * Changes the signed-in user's password. Every other session ends (the session version moves);
 * the caller gets a fresh token for the session it is using. The current password is checked as
 * a guess at the account's (current-password.ts). A password of their own choosing: the screens
 * stop asking for one (`mustChangePassword`, set when ACE mailed them one). A change of email
 * still waiting for its link is dropped (its old address was told how to stop it: this way).
 */
export async function changePassword(userId: number, input: ChangePasswordBody, client: PasswordClient): Promise<{ token: string }> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true, passwordHash: true } });
  await confirmCurrentPassword(user, input.currentPassword, client);
  const passwordHash = await hashPassword(input.newPassword, { knownAccount: userId });
  const [updated] = await db.$transaction([
    db.user.update({
      where: { id: userId },
      data: { passwordHash, mustChangePassword: false, sessionVersion: { increment: 1 } },
      select: { sessionVersion: true },
    }),
    db.passwordReset.deleteMany({ where: { userId } }),
    // A change of email asked with the old password, perhaps by someone who knew it, is dropped.
    db.emailChange.deleteMany({ where: { userId, confirmedAt: null } }),
  ]);
  return { token: await issueSessionToken({ userId, sessionVersion: updated.sessionVersion }) };
}
