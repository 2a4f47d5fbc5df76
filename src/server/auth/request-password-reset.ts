import { addHours } from "date-fns";
import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import { passwordResetLimits } from "@/server/auth/auth-rate-limits";
import { generatePassword, hashPassword } from "@/server/auth/passwords";
import { consumeRateLimits } from "@/server/rate-limit";
import type { TrustedDevice } from "@/server/auth/trusted-device";
import { noticeNewPassword } from "@/server/notices/new-password";

export const RESET_REQUESTED =
  "Se o email existir na nossa base de dados, receberá uma nova senha por email.";
export const RESET_VALID_HOURS = 24;

/**
 * A forgotten password: a new random password is emailed. The old one keeps working until the
 * new one is first used (src/server/auth/log-in.ts), and the new one expires, so nobody can lock
 * a member out by typing their email. The answer never says whether the email exists.
 */
export async function requestPasswordReset(email: string, client: { address: string | null; devices: TrustedDevice[] }) {
  const user = await db.user.findFirst({
    where: { email, isActive: true, approvedAt: { not: null } },
    select: { id: true, name: true, email: true },
  });
  const device = (user && client.devices.find((entry) => entry.userId === user.id)) || null;
  await consumeRateLimits(passwordResetLimits(email, { address: client.address, device }));
  const password = generatePassword();
  // Hash even for unknown emails: the response time must not tell them apart.
  const passwordHash = await hashPassword(password);

  if (user) {
    const expiresAt = addHours(now(), RESET_VALID_HOURS);
    await db.$transaction(async (tx) => {
      await tx.passwordReset.upsert({
        where: { userId: user.id },
        create: { userId: user.id, passwordHash, expiresAt },
        update: { passwordHash, expiresAt, createdAt: now() },
      });
      await noticeNewPassword(tx, user, password, { byTrainer: false, validHours: RESET_VALID_HOURS });
    });
  }
  return { message: RESET_REQUESTED };
}
