import { db } from "@/server/db";
import type { ChangePasswordBody } from "@/lib/validations/auth";
import { InvalidInputError } from "@/server/errors";
import { hashPassword, verifyPassword } from "@/server/auth/passwords";
import { issueSessionToken } from "@/server/auth/session-token";

export const WRONG_CURRENT_PASSWORD = "A password atual está incorreta.";

/**
 * Changes the signed-in user's password. Every other session ends (the session version moves);
 * the caller gets a fresh token for the session it is using.
 */
export async function changePassword(userId: number, input: ChangePasswordBody): Promise<{ token: string }> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new InvalidInputError(WRONG_CURRENT_PASSWORD);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const [updated] = await db.$transaction([
    db.user.update({
      where: { id: userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { sessionVersion: true },
    }),
    db.passwordReset.deleteMany({ where: { userId } }),
  ]);
  return { token: await issueSessionToken({ userId, sessionVersion: updated.sessionVersion }) };
}
