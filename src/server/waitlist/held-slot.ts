import { now } from "@/lib/club-time";
import { db, type SqlTx } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";
import { ENTRY_NOT_FOUND } from "@/server/waitlist/waitlist-position";

export const NO_OFFER = "Não tem uma vaga oferecida nesta aula (ou o prazo para confirmar terminou).";

/**
 * A member's own waiting-list entry (someone else's is "not found"): the slot and animal its offer
 * books, and the member's dependant it is for, when it names one (docs/rules.md, "Households").
 */
export async function ownWaitlistEntry(entryId: number, userId: number): Promise<{ slotId: number; animalId: number; dependantId?: number }> {
  const entry = await db.waitlistEntry.findFirst({ where: { id: entryId, userId }, select: { slotId: true, animalId: true, dependantId: true } });
  if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
  return { slotId: entry.slotId, animalId: entry.animalId, dependantId: entry.dependantId ?? undefined };
}

/** The member's own offer on that entry still runs. Call it under the slot's lock (lockSlot). */
export async function assertOwnOfferRunning(tx: SqlTx, entryId: number, userId: number): Promise<void> {
  const [entry] = await tx.$queryRaw<{ offeredUntil: Date | null }[]>`
    SELECT offered_until AS "offeredUntil" FROM waitlist_entries WHERE id = ${entryId} AND user_id = ${userId}`;
  if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
  if (!entry.offeredUntil || entry.offeredUntil <= now()) throw new ConflictError(NO_OFFER);
}
