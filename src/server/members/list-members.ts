import { db } from "@/server/db";
import { toUserJson, userJsonSelect } from "@/server/auth/user-json";
import { approvedMember, pendingSignUp } from "@/server/members/member-scope";

/**
 * Approved members of every category (students, externals, guests), by name, each with their
 * household's dependants (`{ id, name }`, by name: the trainer's 'Quem conduz?', docs/rules.md,
 * "Households").
 */
export async function listMembers() {
  const members = await db.user.findMany({
    where: approvedMember(),
    select: { ...userJsonSelect, dependants: { select: { id: true, name: true }, orderBy: [{ name: "asc" }, { id: "asc" }] } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return { students: members.map(({ dependants, ...member }) => ({ ...toUserJson(member), dependants })) };
}

/** Sign-ups waiting for the trainer, oldest first. */
export async function listPendingSignUps() {
  const pending = await db.user.findMany({
    where: pendingSignUp(),
    select: userJsonSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return { pending_students: pending.map(toUserJson) };
}
