import bcrypt from "bcryptjs";
import type { Animal, AvailabilitySlot, User } from "@/generated/prisma/client";
import type { Role, StudentCategory } from "@/generated/prisma/enums";
import { db } from "@/server/db";

// Small factories for integration tests: rows that satisfy every constraint, with only what a
// test cares about spelled out. They write through the app's Prisma client (this file's DB).

let sequence = 0;

export type CreateUserInput = {
  name?: string;
  email?: string;
  /** Plain password; stored as a bcrypt hash (cost 4: fast, still a real hash). */
  password?: string;
  role?: Role;
  /** Defaults to the role's category; null for a trainer and for a pending sign-up. */
  studentCategory?: StudentCategory | null;
  /** False leaves the account pending (approvedAt null). */
  approved?: boolean;
  /** When the sign-up was approved (now by default); ignored for a pending account. */
  approvedAt?: Date;
  isActive?: boolean;
  hasFixedMonthlyFee?: boolean;
  monthlyFeeAmount?: string;
};

export type TestUser = User & { password: string };

export async function createUser(input: CreateUserInput = {}): Promise<TestUser> {
  const n = ++sequence;
  const role = input.role ?? "student";
  const password = input.password ?? "segredo1";
  const pending = input.approved === false;
  const category = role === "trainer" || role === "assistant" || pending ? null : role;
  const user = await db.user.create({
    data: {
      name: input.name ?? `Membro Teste ${n}`,
      email: (input.email ?? `membro${n}@teste.pt`).toLowerCase(),
      passwordHash: await bcrypt.hash(password, 4),
      role,
      studentCategory: input.studentCategory !== undefined ? input.studentCategory : category,
      approvedAt: pending ? null : (input.approvedAt ?? new Date()),
      isActive: input.isActive ?? true,
      hasFixedMonthlyFee: input.hasFixedMonthlyFee ?? false,
      monthlyFeeAmount: input.monthlyFeeAmount ?? "0",
    },
  });
  return { ...user, password };
}

export async function createAnimal(input: { userId: number; name?: string; birthDate?: string }): Promise<Animal> {
  return db.animal.create({
    data: {
      userId: input.userId,
      name: input.name ?? `Animal ${++sequence}`,
      birthDate: new Date(`${input.birthDate ?? "2020-05-01"}T00:00:00Z`),
    },
  });
}

/** A slot from `startsAt` lasting `minutes` (45 by default, the club's default lesson). */
export async function createSlot(input: { startsAt: Date; minutes?: number; isBlocked?: boolean; trainerId?: number }): Promise<AvailabilitySlot> {
  const endsAt = new Date(input.startsAt.getTime() + (input.minutes ?? 45) * 60_000);
  return db.availabilitySlot.create({ data: { startsAt: input.startsAt, endsAt, isBlocked: input.isBlocked ?? false, trainerId: input.trainerId } });
}

