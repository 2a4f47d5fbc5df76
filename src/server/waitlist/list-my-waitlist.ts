import { clubDateAndTimes, now } from "@/lib/club-time";
import { db } from "@/server/db";
import { positionsOf } from "@/server/waitlist/waitlist-position";

/**
 * GET /api/bookings/waitlist/my: the caller's entries on lessons that have not started, soonest
 * first, with their place in line, the dependant it is for (`dependant_name`, or null) and, while
 * an offer runs for them, `offered_until`.
 */
export async function listMyWaitlist(userId: number) {
  const at = now();
  const entries = await db.waitlistEntry.findMany({
    where: { userId, slot: { startsAt: { gt: at } } },
    orderBy: { slot: { startsAt: "asc" } },
    select: {
      id: true,
      offeredUntil: true,
      animalId: true,
      animal: { select: { name: true } },
      dependant: { select: { name: true } },
      slot: { select: { id: true, startsAt: true, endsAt: true, capacity: true, _count: { select: { bookings: true } } } },
    },
  });
  const positions = await positionsOf(entries.map((entry) => entry.id));
  return {
    entries: entries.map((entry) => {
      const offered = entry.offeredUntil !== null && entry.offeredUntil > at && entry.slot._count.bookings < entry.slot.capacity;
      return {
        id: entry.id,
        availability_slot_id: entry.slot.id,
        ...clubDateAndTimes(entry.slot.startsAt, entry.slot.endsAt),
        position: positions.get(entry.id) ?? 1,
        animal_id: entry.animalId,
        animal_name: entry.animal.name,
        dependant_name: entry.dependant?.name ?? null,
        offered_until: offered ? entry.offeredUntil!.toISOString() : null,
      };
    }),
  };
}
