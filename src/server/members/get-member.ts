import { db } from "@/server/db";
import { NotFoundError } from "@/server/errors";
import { toUserJson, userJsonSelect } from "@/server/auth/user-json";
import { approvedMember, MEMBER_NOT_FOUND, pendingSignUp } from "@/server/members/member-scope";

/** One member (approved or pending) for the trainer (the account part of their page). */
export async function getMember(id: number) {
  const member = await db.user.findFirst({
    where: { OR: [approvedMember(id), pendingSignUp(id)] },
    select: userJsonSelect,
  });
  if (!member) throw new NotFoundError(MEMBER_NOT_FOUND);
  return { student: toUserJson(member) };
}
