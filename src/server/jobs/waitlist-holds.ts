import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import { lockSlot } from "@/server/availability/lock-slot";
import { bookingSettings } from "@/server/settings/club-settings";
import { offerFreedSlot } from "@/server/waitlist/offer-freed-slot";

/**
 * Passes lapsed waiting-list offers on (docs/rules.md, "Waiting list"): for each slot not started whose
 * offer ended unconfirmed, the next in line is offered it while it has a place left (offerFreedSlot
 * reads that under the slot's lock). The claim is the slot's row in
 * PostgreSQL: each slot is handled in a transaction that holds its lock, and a second instance
 * waits for it and then finds the offer already passed on (so one mail, however many run).
 * Entries of lessons that have started are dropped.
 */
export async function runWaitlistHoldsIfDue(): Promise<{ offered: number } | null> {
  const at = now();
  await db.waitlistEntry.deleteMany({ where: { slot: { startsAt: { lte: at } } } });
  const lapsed = await db.waitlistEntry.findMany({
    where: { offeredUntil: { lte: at }, slot: { startsAt: { gt: at } } },
    distinct: ["slotId"],
    select: { slotId: true },
  });
  if (lapsed.length === 0) return null;
  // Read once, before any transaction opens (no pool read inside one: docs/architecture.md).
  const { waitlistHoldHours } = await bookingSettings();
  let offered = 0;
  for (const { slotId } of lapsed) {
    offered += await db.$transaction(async (tx) => {
      await lockSlot(tx, slotId);
      return offerFreedSlot(tx, slotId, waitlistHoldHours);
    });
  }
  return offered > 0 ? { offered } : null;
}
