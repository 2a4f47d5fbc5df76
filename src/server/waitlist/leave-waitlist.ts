import { db } from "@/server/db";
import { NotFoundError } from "@/server/errors";
import { bookingSettings } from "@/server/settings/club-settings";
import type { Viewer } from "@/server/viewer";
import { lockSlot } from "@/server/availability/lock-slot";
import { offerFreedSlot } from "@/server/waitlist/offer-freed-slot";
import { ENTRY_NOT_FOUND } from "@/server/waitlist/waitlist-position";

/**
 * A member leaves a waiting list (their own entries only: someone else's is "not found"). Leaving
 * with an offer in hand passes it on to the next in line at once.
 */
export async function leaveWaitlist(viewer: Viewer, entryId: number) {
  const entry = await db.waitlistEntry.findFirst({ where: { id: entryId, userId: viewer.id }, select: { slotId: true } });
  if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
  // Before the transaction: no pool read inside one (docs/architecture.md, "Concurrency and hostile input").
  const { waitlistHoldHours } = await bookingSettings();
  await db.$transaction(async (tx) => {
    await lockSlot(tx, entry.slotId);
    const { count } = await tx.waitlistEntry.deleteMany({ where: { id: entryId, userId: viewer.id } });
    if (count === 0) throw new NotFoundError(ENTRY_NOT_FOUND);
    await offerFreedSlot(tx, entry.slotId, waitlistHoldHours);
  });
  return { message: "Saiu da lista de espera." };
}
