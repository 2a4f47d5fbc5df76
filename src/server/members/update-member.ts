import { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";
import { toUserJson, userJsonSelect } from "@/server/auth/user-json";
import { EMAIL_TAKEN } from "@/server/auth/register-member";
import { deactivateMember } from "@/server/members/deactivate-member";
import { approvedMember, MEMBER_NOT_FOUND } from "@/server/members/member-scope";
import { noticeEmailChanged } from "@/server/notices/email-changed";

// The trainer's edits of an approved member (never a trainer, never a pending sign-up). Each
// takes effect on the member's next request: the session re-reads the row.

/** Updates an approved member (narrowed further by `only`) and answers the row as it now is. */
async function updateApprovedMember(id: number, data: Prisma.UserUpdateManyMutationInput, only: Prisma.UserWhereInput = {}) {
  const member = await db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({ where: { ...approvedMember(id), ...only }, data });
    if (count === 0) throw new NotFoundError(MEMBER_NOT_FOUND);
    return tx.user.findUniqueOrThrow({ where: { id }, select: userJsonSelect });
  });
  return { student: toUserJson(member) };
}

export const ERASED_MEMBER = "Os dados pessoais deste aluno foram apagados: a conta não pode ser reativada.";

/**
 * Deactivating (deactivate-member.ts) also ends the member's sessions for good, so reactivation
 * asks for a new sign-in, and cancels their lessons to come. An erased member is never reactivated
 * (erase-member.ts).
 */
export async function setMemberActive(id: number, isActive: boolean) {
  if (!isActive) return deactivateMember(id);
  try {
    const result = await updateApprovedMember(id, { isActive }, { erasedAt: null });
    return { message: "Status do aluno atualizado com sucesso!", ...result };
  } catch (error) {
    const erased = error instanceof NotFoundError && (await db.user.count({ where: { ...approvedMember(id), erasedAt: { not: null } } }));
    if (erased) throw new ConflictError(ERASED_MEMBER);
    throw error;
  }
}

/** Between regular and external only; the role follows the category. */
export async function changeMemberCategory(id: number, category: "student" | "external") {
  const data = { role: category, studentCategory: category };
  const result = await updateApprovedMember(id, data, { role: { in: ["student", "external"] } });
  return { message: "Categoria do aluno atualizada com sucesso!", ...result };
}

export async function setFixedMonthlyFee(id: number, fee: { hasFixedMonthlyFee: boolean; monthlyFeeAmount: string }) {
  const result = await updateApprovedMember(id, fee);
  return { message: "Mensalidade fixa atualizada com sucesso!", ...result };
}

/**
 * The trainer changes a member's email: it takes effect at once, and both addresses are told (the
 * old one so that its owner notices). A change the member asked for and has not confirmed yet,
 * and a new password mailed to the old address, no longer apply. The same address changes nothing
 * and tells nobody.
 */
export async function changeMemberEmail(id: number, email: string) {
  try {
    const member = await db.$transaction(async (tx) => {
      const [before] = await tx.$queryRaw<{ name: string; email: string }[]>`
        SELECT name, email FROM users WHERE id = ${id} AND approved_at IS NOT NULL AND role NOT IN ('trainer', 'assistant') FOR UPDATE`;
      if (!before) throw new NotFoundError(MEMBER_NOT_FOUND);
      if (before.email !== email) {
        await tx.user.update({ where: { id }, data: { email } });
        await tx.emailChange.deleteMany({ where: { userId: id, confirmedAt: null } });
        await tx.passwordReset.deleteMany({ where: { userId: id } });
        await noticeEmailChanged(tx, { id, name: before.name, email: before.email }, { newEmail: email, byTrainer: true });
      }
      return tx.user.findUniqueOrThrow({ where: { id }, select: userJsonSelect });
    });
    return { message: "Email do aluno atualizado com sucesso!", student: toUserJson(member) };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new ConflictError(EMAIL_TAKEN);
    }
    throw error;
  }
}
