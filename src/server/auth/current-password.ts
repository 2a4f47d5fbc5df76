import { InvalidInputError } from "@/server/errors";
import { passwordChangeLimits } from "@/server/auth/auth-rate-limits";
import { verifyPassword } from "@/server/auth/passwords";
import { consumeRateLimits, refundIfBusy, refundRateLimits } from "@/server/rate-limit";
import type { TrustedDevice } from "@/server/auth/trusted-device";

export const WRONG_CURRENT_PASSWORD = "A password atual está incorreta.";

export type PasswordClient = { address: string | null; devices: TrustedDevice[] };

/**
 * A signed-in member proves it is them before changing their password or their email. A wrong
 * current password is a guess at the account's password: it counts on the login's limits
 * (auth-rate-limits.ts), whichever form it was typed in, and the right one gives its attempt back.
 * A signed-in member's hash goes ahead of anonymous ones (passwords.ts).
 */
export async function confirmCurrentPassword(
  user: { id: number; email: string; passwordHash: string },
  password: string,
  client: PasswordClient,
): Promise<void> {
  const device = client.devices.find((entry) => entry.userId === user.id) ?? null;
  const limits = passwordChangeLimits(user.email, { address: client.address, device });
  await consumeRateLimits(limits);
  if (!(await refundIfBusy(limits, () => verifyPassword(password, user.passwordHash, { knownAccount: user.id })))) {
    throw new InvalidInputError(WRONG_CURRENT_PASSWORD);
  }
  await refundRateLimits(limits);
}
