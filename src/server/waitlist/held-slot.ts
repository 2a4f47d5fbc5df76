import { formatClub, now } from "@/lib/club-time";
import { db, type Tx } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";
import { ENTRY_NOT_FOUND } from "@/server/waitlist/waitlist-position";

export const NO_OFFER = "Não tem uma vaga oferecida nesta aula (ou o prazo para confirmar terminou).";

export const heldMessage = (until: Date) =>
  `Esta aula está reservada para a lista de espera até ${formatClub(until, "dd/MM/yyyy 'às' HH:mm")}.`;

/** A member cannot book a freed slot straight away while someone else on its list holds it. */
export async function assertNotHeldForOthers(tx: Tx, slotId: number, userId: number): Promise<void> {
  const held = await tx.waitlistEntry.findFirst({
    where: { slotId, userId: { not: userId }, offeredUntil: { gt: now() } },
    orderBy: { offeredUntil: "desc" },
    select: { offeredUntil: true },
  });
  if (held?.offeredUntil) throw new ConflictError(heldMessage(held.offeredUntil));
}

/** A member's own waiting-list entry (someone else's is "not found"): the slot and animal its offer books. */
export async function ownWaitlistEntry(entryId: number, userId: number): Promise<{ slotId: number; animalId: number }> {
  const entry = await db.waitlistEntry.findFirst({ where: { id: entryId, userId }, select: { slotId: true, animalId: true } });
  if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
  return entry;
}

/** The member's own offer on that entry still runs. Call it under the slot's lock (lockSlot). */
export async function assertOwnOfferRunning(tx: Tx, entryId: number, userId: number): Promise<void> {
  const entry = await tx.waitlistEntry.findFirst({ where: { id: entryId, userId }, select: { offeredUntil: true } });
  if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
  if (!entry.offeredUntil || entry.offeredUntil <= now()) throw new ConflictError(NO_OFFER);
}
