import type { Prisma } from "@/generated/prisma/client";

// Which rows the trainer's member management may touch: approved accounts that are not
// staff (the trainer, the assistants). Sign-ups waiting for a decision are `pendingSignUp`.

export const approvedMember = (id?: number): Prisma.UserWhereInput => ({
  ...(id !== undefined ? { id } : {}),
  approvedAt: { not: null },
  role: { notIn: ["trainer", "assistant"] },
});

export const pendingSignUp = (id?: number): Prisma.UserWhereInput => ({
  ...(id !== undefined ? { id } : {}),
  approvedAt: null,
});

export const MEMBER_NOT_FOUND = "Aluno não encontrado.";
