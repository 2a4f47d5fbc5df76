import { db } from "@/server/db";
import { NotFoundError } from "@/server/errors";
import { generatePassword, hashPassword } from "@/server/auth/passwords";
import { approvedMember, MEMBER_NOT_FOUND } from "@/server/members/member-scope";
import { noticeNewPassword } from "@/server/notices/new-password";

/**
 * The trainer resets a member's password: a new one replaces it at once (ending the member's
 * sessions) and is emailed to the member, who is asked to choose their own once signed in with it.
 */
export async function resetMemberPassword(id: number) {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const member = await tx.user.findFirst({ where: approvedMember(id), select: { id: true, name: true, email: true } });
    if (!member) throw new NotFoundError(MEMBER_NOT_FOUND);
    await tx.user.update({ where: { id }, data: { passwordHash, mustChangePassword: true, sessionVersion: { increment: 1 } } });
    await tx.passwordReset.deleteMany({ where: { userId: id } });
    await noticeNewPassword(tx, member, password, { byTrainer: true });
  });
  return { message: "Password do aluno redefinida com sucesso!" };
}
