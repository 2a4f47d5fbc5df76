import { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import { ConflictError } from "@/server/errors";
import { generatePassword, hashPassword } from "@/server/auth/passwords";
import { noticeNewPassword } from "@/server/notices/new-password";
import { toTrainerJson, trainerJsonSelect } from "@/server/trainers/trainer-scope";

export const EMAIL_IN_USE = "Este email já pertence a uma conta do clube: o treinador assistente não foi adicionado.";

/**
 * POST /trainers: the trainer adds an assistant trainer. Their account is approved and active at
 * once, with a password mailed for one sign-in (they choose their own first, as after the
 * trainer's reset of a member's password). An email any account has, a member's or anyone's: 409.
 */
export async function addAssistant(input: { name: string; email: string }) {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    const assistant = await db.$transaction(async (tx) => {
      const row = await tx.user.create({
        data: { name: input.name, email: input.email, passwordHash, role: "assistant", approvedAt: now(), mustChangePassword: true },
        select: trainerJsonSelect,
      });
      await noticeNewPassword(tx, row, password, { byTrainer: true, newAssistant: true });
      return row;
    });
    return { message: "Treinador assistente adicionado. A password foi enviada por email.", trainer: toTrainerJson(assistant) };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new ConflictError(EMAIL_IN_USE);
    throw error;
  }
}
