import type { Viewer } from "@/server/viewer";
import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";
import { DEPENDANT_NOT_FOUND } from "@/server/household/dependant-json";

export const DEPENDANT_HAS_LESSONS = "Não é possível remover este dependente: tem aulas marcadas. Cancele-as primeiro.";
export const DEPENDANT_WAITS = "Não é possível remover este dependente: está na lista de espera de uma aula. Saia da lista primeiro.";

/**
 * The guardian removes a dependant with no lesson to come and on no waiting list (docs/rules.md,
 * "Households": an entry for them must not vanish with its offer, nor become the guardian's). Lessons
 * that have ended stay the guardian's, with no dependant named (the column's ON DELETE SET NULL).
 * The dependant's row is locked first, so a booking for them made meanwhile either waits and
 * finds them gone, or is seen here and refuses the removal.
 */
export async function removeDependant(viewer: Viewer, dependantId: number) {
  await db.$transaction(async (tx) => {
    const [dependant] = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM dependants WHERE id = ${dependantId} AND guardian_id = ${viewer.id} FOR UPDATE`;
    if (!dependant) throw new NotFoundError(DEPENDANT_NOT_FOUND);
    const [toCome] = await tx.$queryRaw<{ id: number }[]>`
      SELECT b.id FROM bookings b JOIN availability_slots s ON s.id = b.availability_slot_id
      WHERE b.dependant_id = ${dependantId} AND s.ends_at > ${now()} LIMIT 1`;
    if (toCome) throw new ConflictError(DEPENDANT_HAS_LESSONS);
    // An entry on a lesson that has started waits for nothing: it goes with them (ON DELETE CASCADE).
    const [waits] = await tx.$queryRaw<{ id: number }[]>`
      SELECT e.id FROM waitlist_entries e JOIN availability_slots s ON s.id = e.availability_slot_id
      WHERE e.dependant_id = ${dependantId} AND s.starts_at > ${now()} LIMIT 1`;
    if (waits) throw new ConflictError(DEPENDANT_WAITS);
    await tx.dependant.delete({ where: { id: dependantId } });
  });
  return { message: "Dependente removido." };
}
