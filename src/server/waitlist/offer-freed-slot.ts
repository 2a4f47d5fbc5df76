import { now } from "@/lib/club-time";
import type { SqlTx } from "@/server/db";
import { noticeWaitlistOffer } from "@/server/notices/waitlist-offer";

/**
 * Offers a free slot (a group lesson's freed place: docs/rules.md, "Group lessons") to its waiting list (docs/rules.md, "Waiting list"). Call it inside the transaction that
 * holds the slot's row lock (lockSlot), after the slot became free or an offer lapsed: lapsed
 * offers are dropped from the list, and while an offer runs nothing changes. The first in line
 * holds the slot for `waitlistHoldHours` (the setting, read by the caller before its transaction
 * opened: no pool read inside a transaction, docs/architecture.md); when the lesson starts before
 * such a hold would end, everyone still waiting is offered it at once until it starts (first
 * come, first served). Each member offered it is told (notices/waitlist-offer.ts) in the same transaction. Answers
 * how many were offered.
 */
export async function offerFreedSlot(tx: SqlTx, slotId: number, waitlistHoldHours: number): Promise<number> {
  if (waitlistHoldHours <= 0) return 0;
  const at = now();
  const [slot] = await tx.$queryRaw<{ startsAt: Date; endsAt: Date; isBlocked: boolean; full: boolean }[]>`
    SELECT s.starts_at AS "startsAt", s.ends_at AS "endsAt", s.is_blocked AS "isBlocked",
           (SELECT count(*) FROM bookings b WHERE b.availability_slot_id = s.id) >= s.capacity AS full
    FROM availability_slots s WHERE s.id = ${slotId}`;
  if (!slot || slot.full || slot.isBlocked || slot.startsAt <= at) return 0;
  // Lapsed offers leave the list; while another offer runs, nothing changes.
  const [{ running }] = await tx.$queryRaw<{ running: number }[]>`
    WITH lapsed AS (DELETE FROM waitlist_entries WHERE availability_slot_id = ${slotId} AND offered_until <= ${at})
    SELECT count(*)::int AS running FROM waitlist_entries WHERE availability_slot_id = ${slotId} AND offered_until > ${at}`;
  if (running > 0) return 0;

  const holdEnd = new Date(at.getTime() + waitlistHoldHours * 3_600_000);
  const everyone = holdEnd >= slot.startsAt;
  // A member deactivated since joining is passed over: they can no longer sign in to confirm.
  // The notice goes to the member; a dependant the entry is for is named in it (docs/rules.md, "Households").
  const waiting = await tx.$queryRaw<{ id: number; userId: number; name: string; email: string; animalName: string; dependantName: string | null }[]>`
    SELECT e.id, u.id AS "userId", u.name, u.email, a.name AS "animalName", d.name AS "dependantName"
    FROM waitlist_entries e JOIN users u ON u.id = e.user_id JOIN animals a ON a.id = e.animal_id
    LEFT JOIN dependants d ON d.id = e.dependant_id
    WHERE e.availability_slot_id = ${slotId} AND e.offered_at IS NULL AND u.is_active
    ORDER BY e.created_at, e.id
    LIMIT ${everyone ? null : 1}::int`;
  if (waiting.length === 0) return 0;
  const offeredUntil = everyone ? slot.startsAt : holdEnd;
  await tx.$executeRaw`
    UPDATE waitlist_entries SET offered_at = ${at}, offered_until = ${offeredUntil}
    WHERE id = ANY(${waiting.map((entry) => entry.id)}::int[])`;
  for (const { userId, name, email, animalName, dependantName } of waiting) {
    const lesson = { startsAt: slot.startsAt, endsAt: slot.endsAt, animalName, dependantName };
    await noticeWaitlistOffer(tx, { id: userId, name, email }, { lesson, offeredUntil, everyone });
  }
  return waiting.length;
}

/**
 * The slot was booked: its offers end (the others keep their place in line) and the new booker's
 * own entry goes. Call it in the booking's transaction.
 */
export async function endWaitlistOffers(tx: SqlTx, slotId: number, bookerId: number): Promise<void> {
  await tx.$executeRaw`
    WITH own AS (DELETE FROM waitlist_entries WHERE availability_slot_id = ${slotId} AND user_id = ${bookerId})
    UPDATE waitlist_entries SET offered_at = NULL, offered_until = NULL
    WHERE availability_slot_id = ${slotId} AND offered_at IS NOT NULL AND user_id <> ${bookerId}`;
}
