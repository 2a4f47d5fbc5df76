import { now } from "@/lib/club-time";
import type { Tx } from "@/server/db";
import { noticeWaitlistOffer } from "@/server/notices/waitlist-offer";

/**
 * Offers a free slot to its waiting list (docs/rules.md, "Waiting list"). Call it inside the transaction that
 * holds the slot's row lock (lockSlot), after the slot became free or an offer lapsed: lapsed
 * offers are dropped from the list, and while an offer runs nothing changes. The first in line
 * holds the slot for `waitlistHoldHours` (the setting, read by the caller before its transaction
 * opened: no pool read inside a transaction, docs/architecture.md); when the lesson starts before
 * such a hold would end, everyone still waiting is offered it at once until it starts (first
 * come, first served). Each member offered it is told (notices/waitlist-offer.ts) in the same transaction. Answers
 * how many were offered.
 */
export async function offerFreedSlot(tx: Tx, slotId: number, waitlistHoldHours: number): Promise<number> {
  if (waitlistHoldHours <= 0) return 0;
  const at = now();
  const slot = await tx.availabilitySlot.findUnique({
    where: { id: slotId },
    select: { startsAt: true, endsAt: true, isBlocked: true, booking: { select: { id: true } } },
  });
  if (!slot || slot.booking || slot.isBlocked || slot.startsAt <= at) return 0;
  await tx.waitlistEntry.deleteMany({ where: { slotId, offeredUntil: { lte: at } } });
  const running = await tx.waitlistEntry.count({ where: { slotId, offeredUntil: { gt: at } } });
  if (running > 0) return 0;

  const holdEnd = new Date(at.getTime() + waitlistHoldHours * 3_600_000);
  const everyone = holdEnd >= slot.startsAt;
  const waiting = await tx.waitlistEntry.findMany({
    // A member deactivated since joining is passed over: they can no longer sign in to confirm.
    where: { slotId, offeredAt: null, user: { isActive: true } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: everyone ? undefined : 1,
    select: { id: true, user: { select: { id: true, name: true, email: true } }, animal: { select: { name: true } } },
  });
  if (waiting.length === 0) return 0;
  const offeredUntil = everyone ? slot.startsAt : holdEnd;
  await tx.waitlistEntry.updateMany({
    where: { id: { in: waiting.map((entry) => entry.id) } },
    data: { offeredAt: at, offeredUntil },
  });
  for (const { user, animal } of waiting) {
    const lesson = { startsAt: slot.startsAt, endsAt: slot.endsAt, animalName: animal.name };
    await noticeWaitlistOffer(tx, user, { lesson, offeredUntil, everyone });
  }
  return waiting.length;
}

/**
 * The slot was booked: its offers end (the others keep their place in line) and the new booker's
 * own entry goes. Call it in the booking's transaction.
 */
export async function endWaitlistOffers(tx: Tx, slotId: number, bookerId: number): Promise<void> {
  await tx.waitlistEntry.deleteMany({ where: { slotId, userId: bookerId } });
  await tx.waitlistEntry.updateMany({
    where: { slotId, offeredAt: { not: null } },
    data: { offeredAt: null, offeredUntil: null },
  });
}
