import { db } from "@/server/db";
import { now } from "@/lib/club-time";
import type { LoginBody } from "@/lib/validations/auth";
import { ForbiddenError, UnauthenticatedError } from "@/server/errors";
import { loginLimits } from "@/server/auth/auth-rate-limits";
import { rememberDevice, type TrustedDevice } from "@/server/auth/trusted-device";
import { hashPassword, verifyPassword } from "@/server/auth/passwords";
import { consumeRateLimits, refundRateLimits } from "@/server/auth/rate-limit";
import { issueSessionToken } from "@/server/auth/session-token";
import { toUserJson, userJsonSelect } from "@/server/auth/user-json";
import { shouldShowChangelog } from "@/server/changelog/changelog";

export const WRONG_CREDENTIALS = "Email ou password incorretos.";
export const PENDING_ACCOUNT = "A sua conta aguarda aprovação do treinador.";
export const INACTIVE_ACCOUNT = "A sua conta está desativada. Contacte o treinador.";

// Compared against when the email is unknown, so both cases take the same time.
const timingDecoy = hashPassword("ace-timing-decoy");

/**
 * Signs a member in. The rate limits are chosen once the account is known: a browser that
 * carries this account's device token is exempt from the account's lockout (auth-rate-limits.ts).
 * Answers the session token and the device cookie's new value.
 */
export async function logIn(input: LoginBody, client: { address: string | null; devices: TrustedDevice[] }) {
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: {
      ...userJsonSelect,
      passwordHash: true,
      approvedAt: true,
      sessionVersion: true,
      lastChangelogSeen: true,
      passwordReset: { select: { passwordHash: true, expiresAt: true } },
    },
  });
  const device = (user && client.devices.find((entry) => entry.userId === user.id)) || null;
  const limits = loginLimits(input.email, { address: client.address, device });
  await consumeRateLimits(limits);
  if (!user) {
    await verifyPassword(input.password, await timingDecoy);
    throw new UnauthenticatedError(WRONG_CREDENTIALS);
  }

  const usesCurrent = await verifyPassword(input.password, user.passwordHash);
  const reset = user.passwordReset && user.passwordReset.expiresAt > now() ? user.passwordReset : null;
  const usesReset = !usesCurrent && reset !== null && (await verifyPassword(input.password, reset.passwordHash));
  if (!usesCurrent && !usesReset) throw new UnauthenticatedError(WRONG_CREDENTIALS);
  await refundRateLimits(limits); // the right password is no guess
  if (!user.approvedAt) throw new ForbiddenError(PENDING_ACCOUNT);
  if (!user.isActive) throw new ForbiddenError(INACTIVE_ACCOUNT);

  const sessionVersion = usesReset ? await adoptEmailedPassword(user.id, reset!.passwordHash) : user.sessionVersion;

  return {
    token: await issueSessionToken({ userId: user.id, sessionVersion }),
    user: toUserJson(user),
    showChangelog: shouldShowChangelog(user.lastChangelogSeen),
    deviceCookie: rememberDevice(client.devices, user.id),
  };
}

/**
 * The emailed password has been used: it becomes the password and older sessions end. Two
 * logins at once both succeed; only the first one swaps.
 */
async function adoptEmailedPassword(userId: number, passwordHash: string): Promise<number> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.passwordReset.deleteMany({ where: { userId, passwordHash } });
    const data = count === 1 ? { passwordHash, sessionVersion: { increment: 1 } } : {};
    const user = await tx.user.update({ where: { id: userId }, data, select: { sessionVersion: true } });
    return user.sessionVersion;
  });
}
