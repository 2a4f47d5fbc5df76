import type { SqlTx } from "@/server/db";

export const NOT_OWN_DEPENDANT = "Só pode marcar aulas para os dependentes do seu agregado.";

/**
 * The member's own dependant (docs/rules.md, "Households"), or null: the one check of every path
 * that puts a lesson in a dependant's hands (booking, the waiting list, standing lessons).
 * KEY SHARE-locked, so the guardian removing them waits for the caller's transaction and then
 * finds the lesson, the entry or the standing lesson it made.
 */
export async function ownDependant(tx: SqlTx, dependantId: number, guardianId: number) {
  const [row] = await tx.$queryRaw<{ id: number; name: string }[]>`
    SELECT id, name FROM dependants WHERE id = ${dependantId} AND guardian_id = ${guardianId} FOR KEY SHARE`;
  return row ?? null;
}
