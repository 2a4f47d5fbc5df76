import type { Prisma } from "@/generated/prisma/client";

// The club's staff (docs/rules.md, "Roles"): the trainer and the assistant trainers.

export const STAFF: Prisma.UserWhereInput = { role: { in: ["trainer", "assistant"] } };

export const TRAINER_NOT_FOUND = "Treinador assistente não encontrado.";

export const trainerJsonSelect = { id: true, name: true, email: true, role: true, isActive: true } satisfies Prisma.UserSelect;

type TrainerRow = Prisma.UserGetPayload<{ select: typeof trainerJsonSelect }>;

export function toTrainerJson(row: TrainerRow) {
  return { id: row.id, name: row.name, email: row.email, role: row.role as "trainer" | "assistant", active: row.isActive };
}
