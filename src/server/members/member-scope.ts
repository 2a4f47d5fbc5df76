import type { Prisma } from "@/generated/prisma/client";

// Which rows the trainer's member management may touch: approved accounts that are not
// trainers. Sign-ups waiting for a decision are `pendingSignUp`.

export const approvedMember = (id?: number): Prisma.UserWhereInput => ({
  ...(id !== undefined ? { id } : {}),
  approvedAt: { not: null },
  role: { not: "trainer" },
});

export const pendingSignUp = (id?: number): Prisma.UserWhereInput => ({
  ...(id !== undefined ? { id } : {}),
  approvedAt: null,
});

export const MEMBER_NOT_FOUND = "Aluno não encontrado.";
