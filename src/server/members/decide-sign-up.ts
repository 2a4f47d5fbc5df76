import type { StudentCategory } from "@/generated/prisma/enums";
import { now } from "@/lib/club-time";
import { countLabel, plural } from "@/lib/plural";
import { db, type Tx } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";
import { latestChangelogVersion } from "@/server/changelog/changelog";
import { pendingSignUp } from "@/server/members/member-scope";
import { noticeSignUpApproved } from "@/server/notices/sign-up-approved";

export const SIGN_UP_NOT_FOUND = "Pedido de registo não encontrado.";

const CATEGORY_LABEL: Record<StudentCategory, string> = {
  student: "aluno regular",
  external: "aluno externo",
  guest: "convidado",
};

/** The trainer's decision on a sign-up (POST /api/auth/approve-student). */
export function decideSignUp(decision: { student_id: number; approved: boolean; student_category?: StudentCategory }) {
  return decision.approved && decision.student_category
    ? approveSignUp(decision.student_id, decision.student_category)
    : rejectSignUp(decision.student_id);
}

/**
 * Approves a sign-up: role and category are set together, and the member is told.
 */
export async function approveSignUp(id: number, category: StudentCategory) {
  await db.$transaction(async (tx) => {
    if ((await approvePendingSignUps(tx, [id], category)) === 0) throw new NotFoundError(SIGN_UP_NOT_FOUND);
  });
  return { message: "Aluno aprovado com sucesso!" };
}

/**
 * Approves several sign-ups at once in one category (POST /api/auth/approve-students): all of
 * them, or none when one of them is no longer pending (decided meanwhile, or never was a sign-up),
 * as the bulk rejection does. Each member is told, as one at a time.
 */
export async function approveSignUps(ids: readonly number[], category: StudentCategory) {
  const distinct = [...new Set(ids)];
  await db.$transaction(async (tx) => {
    const approved = await approvePendingSignUps(tx, distinct, category);
    if (approved !== distinct.length) throw new ConflictError(signUpsNoLongerPending(distinct.length - approved, distinct.length, "aprovado"));
  });
  return {
    message: `${countLabel(distinct.length, { one: "pedido de registo aprovado", other: "pedidos de registo aprovados" })}.`,
    approved: distinct.length,
  };
}

/**
 * The one rule of an approval: only a sign-up still pending is approved (the pending condition
 * is part of the update: of two decisions at once, one wins), role and category together, and
 * the member told. The news of earlier versions are not theirs: the account starts with the
 * current version seen, so their first login opens on the welcome, not on the changelog
 * (docs/rules.md, "Accounts"). Answers how many were approved; the caller refuses a shortfall,
 * which rolls its transaction back with the notices.
 */
async function approvePendingSignUps(tx: Tx, ids: readonly number[], category: StudentCategory): Promise<number> {
  const where = { AND: [pendingSignUp(), { id: { in: [...ids] } }] };
  const members = await tx.user.findMany({ where, select: { id: true, name: true, email: true }, orderBy: { id: "asc" } });
  const { count } = await tx.user.updateMany({
    where: { AND: [where, { id: { in: members.map((member) => member.id) } }] },
    data: { approvedAt: now(), role: category, studentCategory: category, isActive: true, lastChangelogSeen: latestChangelogVersion() },
  });
  if (count !== members.length) return count; // one decided between the read and the update: refused whole
  await noticeSignUpApproved(tx, members, CATEGORY_LABEL[category]);
  return count;
}

/** Rejects a sign-up: the pending account is removed. */
export async function rejectSignUp(id: number) {
  const { rejected } = await removePendingSignUps([id]);
  if (rejected === 0) throw new NotFoundError(SIGN_UP_NOT_FOUND);
  return { message: "Aluno rejeitado com sucesso!" };
}

/** A bulk decision refused whole: how many of the selected sign-ups were decided meanwhile, and that none was `decided` ('aprovado', 'rejeitado'). */
const signUpsNoLongerPending = (missing: number, asked: number, decided: "aprovado" | "rejeitado") =>
  plural(missing, {
    one: "Um dos pedidos selecionados já não está pendente",
    other: `${missing} dos ${asked} pedidos selecionados já não estão pendentes`,
  }) +
  `: nenhum pedido foi ${decided}. Atualize a lista e tente novamente.`;

/**
 * Rejects several sign-ups at once (POST /api/auth/reject-students): all of them, or none when
 * one of them is no longer pending (decided meanwhile, or never was a sign-up), so the trainer
 * never has to work out which went.
 */
export async function rejectSignUps(ids: readonly number[]) {
  const asked = new Set(ids).size;
  await db.$transaction(async (tx) => {
    const { rejected } = await removePendingSignUps([...new Set(ids)], tx);
    if (rejected !== asked) throw new ConflictError(signUpsNoLongerPending(asked - rejected, asked, "rejeitado"));
  });
  return { message: `${countLabel(asked, { one: "pedido de registo rejeitado", other: "pedidos de registo rejeitados" })}.`, rejected: asked };
}

/** The one rule of a rejection: only a sign-up still pending is removed, with its account. */
async function removePendingSignUps(ids: number[], client: Tx | typeof db = db) {
  const { count } = await client.user.deleteMany({ where: { AND: [pendingSignUp(), { id: { in: ids } }] } });
  return { rejected: count };
}
