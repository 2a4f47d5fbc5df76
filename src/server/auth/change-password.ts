import { db } from "@/server/db";
import type { ChangePasswordBody } from "@/lib/validations/auth";
import { InvalidInputError } from "@/server/errors";
import { passwordChangeLimits } from "@/server/auth/auth-rate-limits";
import { hashPassword, verifyPassword } from "@/server/auth/passwords";
import { consumeRateLimits, refundIfBusy, refundRateLimits } from "@/server/auth/rate-limit";
import { issueSessionToken } from "@/server/auth/session-token";
import type { TrustedDevice } from "@/server/auth/trusted-device";

export const WRONG_CURRENT_PASSWORD = "A password atual está incorreta.";

/**
 * Changes the signed-in user's password. Every other session ends (the session version moves);
 * the caller gets a fresh token for the session it is using. A wrong current password is a guess
 * at the account's password: it counts on the login's limits (auth-rate-limits.ts), and the right
 * one gives its attempt back. A signed-in member's hashes go ahead of anonymous ones (passwords.ts).
 */
export async function changePassword(
  userId: number,
  input: ChangePasswordBody,
  client: { address: string | null; devices: TrustedDevice[] },
): Promise<{ token: string }> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, passwordHash: true } });
  const device = client.devices.find((entry) => entry.userId === userId) ?? null;
  const limits = passwordChangeLimits(user.email, { address: client.address, device });
  await consumeRateLimits(limits);
  const caller = { knownAccount: userId };
  if (!(await refundIfBusy(limits, () => verifyPassword(input.currentPassword, user.passwordHash, caller)))) {
    throw new InvalidInputError(WRONG_CURRENT_PASSWORD);
  }
  await refundRateLimits(limits);
  const passwordHash = await hashPassword(input.newPassword, caller);
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
