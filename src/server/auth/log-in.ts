import { db } from "@/server/db";
import { now } from "@/lib/club-time";
import type { LoginBody } from "@/lib/validations/auth";
import { ForbiddenError, UnauthenticatedError } from "@/server/errors";
import { loginLimits } from "@/server/auth/auth-rate-limits";
import { rememberDevice, type TrustedDevice } from "@/server/auth/trusted-device";
import { hashPassword, verifyPassword, type PasswordCaller } from "@/server/auth/passwords";
import { consumeRateLimits, refundIfBusy, refundRateLimits } from "@/server/rate-limit";
import { issueSessionToken } from "@/server/auth/session-token";
import { toUserJson, userJsonSelect } from "@/server/auth/user-json";
import { shouldShowChangelog } from "@/server/changelog/changelog";

export const WRONG_CREDENTIALS = "Email ou password incorretos.";
export const PENDING_ACCOUNT = "A sua conta aguarda aprovação do treinador.";
export const INACTIVE_ACCOUNT = "A sua conta está desativada. Contacte o treinador.";

// Compared against when the email is unknown, so both cases take the same time. Made once, at
// start; made again if the queue was too busy for it then.
let decoy: Promise<string> | null = null;
function timingDecoy(): Promise<string> {
  decoy ??= hashPassword("ace-timing-decoy").catch((error: unknown) => {
    decoy = null;
    throw error;
  });
  return decoy;
}
void timingDecoy().catch(() => {});

/**
 * Signs a member in. The rate limits are chosen once the account is known: a browser that
 * carries this account's device token is exempt from the account's lockout (auth-rate-limits.ts),
 * and its password is checked ahead of anonymous ones (passwords.ts). A login the password queue
 * is too busy for (503) before any password was compared was never judged: its attempt is given back.
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
      mustChangePassword: true,
      passwordReset: { select: { passwordHash: true, expiresAt: true } },
    },
  });
  const device = (user && client.devices.find((entry) => entry.userId === user.id)) || null;
  const limits = loginLimits(input.email, { address: client.address, device });
  await consumeRateLimits(limits);
  if (!user) {
    await refundIfBusy(limits, async () => verifyPassword(input.password, await timingDecoy()));
    throw new UnauthenticatedError(WRONG_CREDENTIALS);
  }

  const caller: PasswordCaller = device ? { knownAccount: user.id } : {};
  const reset = user.passwordReset && user.passwordReset.expiresAt > now() ? user.passwordReset : null;
  const usesCurrent = await refundIfBusy(limits, () => verifyPassword(input.password, user.passwordHash, caller));
  // Refused here, the attempt stays counted: the current password has been judged already.
  const usesReset = !usesCurrent && reset !== null && (await verifyPassword(input.password, reset.passwordHash, caller));
  if (!usesCurrent && !usesReset) throw new UnauthenticatedError(WRONG_CREDENTIALS);
  await refundRateLimits(limits); // the right password is no guess
  if (!user.approvedAt) throw new ForbiddenError(PENDING_ACCOUNT);
  if (!user.isActive) throw new ForbiddenError(INACTIVE_ACCOUNT);

  const { sessionVersion, mustChangePassword } = usesReset ? await adoptEmailedPassword(user.id, reset!.passwordHash) : user;

  return {
    token: await issueSessionToken({ userId: user.id, sessionVersion }),
    user: toUserJson(user),
    showChangelog: shouldShowChangelog(user.lastChangelogSeen),
    /** Signed in with a password ACE mailed: the screens ask for one of their own first. */
    must_change_password: mustChangePassword,
    deviceCookie: rememberDevice(client.devices, user.id),
  };
}

/**
 * The emailed password has been used: it becomes the password, older sessions end, and the member
 * is asked to choose their own (it was written in a mail). Two logins at once both succeed; only
 * the first one swaps. Until then the forgotten password keeps working and asks for nothing: a
 * stranger typing the member's email changes nothing for them.
 */
async function adoptEmailedPassword(userId: number, passwordHash: string) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.passwordReset.deleteMany({ where: { userId, passwordHash } });
    const data = count === 1 ? { passwordHash, mustChangePassword: true, sessionVersion: { increment: 1 } } : {};
    return tx.user.update({ where: { id: userId }, data, select: { sessionVersion: true, mustChangePassword: true } });
  });
}
