import { now } from "@/lib/club-time";
import type { SlotOffer } from "@/server/availability/slot-bookability";
import { db, type SqlTx, type Tx } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";
import { ENTRY_NOT_FOUND } from "@/server/waitlist/waitlist-position";

export const NO_OFFER = "Não tem uma vaga oferecida nesta aula (ou o prazo para confirmar terminou).";

/**
 * The running offers on a slot, for the "held for the waiting list" rule
 * (availability/slot-bookability.ts, `heldForOthersUntil`). Read under the slot's lock.
 */
export async function runningOffers(tx: Tx, slotId: number): Promise<SlotOffer[]> {
  return tx.waitlistEntry.findMany({
    where: { slotId, offeredUntil: { gt: now() } },
    select: { userId: true, offeredUntil: true },
  });
}

/** A member's own waiting-list entry (someone else's is "not found"): the slot and animal its offer books. */
export async function ownWaitlistEntry(entryId: number, userId: number): Promise<{ slotId: number; animalId: number }> {
  const entry = await db.waitlistEntry.findFirst({ where: { id: entryId, userId }, select: { slotId: true, animalId: true } });
  if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
  return entry;
}

/** The member's own offer on that entry still runs. Call it under the slot's lock (lockSlot). */
export async function assertOwnOfferRunning(tx: SqlTx, entryId: number, userId: number): Promise<void> {
  const [entry] = await tx.$queryRaw<{ offeredUntil: Date | null }[]>`
    SELECT offered_until AS "offeredUntil" FROM waitlist_entries WHERE id = ${entryId} AND user_id = ${userId}`;
  if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
  if (!entry.offeredUntil || entry.offeredUntil <= now()) throw new ConflictError(NO_OFFER);
}
