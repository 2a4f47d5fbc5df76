import { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import type { RegisterBody } from "@/lib/validations/auth";
import { ConflictError } from "@/server/errors";
import { registerLimits } from "@/server/auth/auth-rate-limits";
import { hashPassword } from "@/server/auth/passwords";
import { consumeRateLimits, refundIfBusy } from "@/server/rate-limit";
import { noticeSignUpReceived } from "@/server/notices/sign-up-received";

export const REGISTERED =
  "Registo efetuado com sucesso! A sua conta aguarda aprovação do treinador.";
export const EMAIL_TAKEN = "Já existe uma conta com este email.";

/**
 * A sign-up: a pending account (no approval date) until the trainer approves or rejects it. The
 * trainer is told in the same transaction (docs/rules.md, "Notices").
 */
export async function registerMember(input: RegisterBody, clientAddress: string | null) {
  const limits = registerLimits(clientAddress);
  await consumeRateLimits(limits);
  // Turned away by a full hashing queue (503), the sign-up did not happen: it counts for nothing.
  const passwordHash = await refundIfBusy(limits, () => hashPassword(input.password));
  try {
    await db.$transaction(async (tx) => {
      const member = await tx.user.create({
        data: { name: input.name, email: input.email, passwordHash, approvedAt: null },
        select: { id: true, name: true, email: true },
      });
      await noticeSignUpReceived(tx, member);
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new ConflictError(EMAIL_TAKEN);
    }
    throw error;
  }
  return { message: REGISTERED };
}
