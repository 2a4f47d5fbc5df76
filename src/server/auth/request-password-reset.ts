import { addHours } from "date-fns";
import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import { passwordResetLimits } from "@/server/auth/auth-rate-limits";
import { generatePassword, hashPassword } from "@/server/auth/passwords";
import { consumeRateLimits } from "@/server/auth/rate-limit";
import type { TrustedDevice } from "@/server/auth/trusted-device";
import { enqueueEmail } from "@/server/mail/enqueue-email";
import { config } from "@/server/config";

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
      await enqueueEmail(tx, {
        to: user.email,
        subject: "ACE - Nova password",
        body: [
          `Olá ${user.name},`,
          "",
          "Recebemos um pedido de recuperação da sua password. A sua nova password é:",
          "",
          `    ${password}`,
          "",
          `Inicie sessão em ${config().appUrl}/login com esta password nas próximas ${RESET_VALID_HOURS} horas e altere-a depois em "Alterar Password".`,
          "Se não fez este pedido, ignore este email: a sua password atual continua a funcionar.",
        ].join("\n"),
        holdsSecret: true,
      });
    });
  }
  return { message: RESET_REQUESTED };
}
