import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import type { NoticeLesson } from "@/server/notices/lesson-lines";
import type { Recipient } from "@/server/notices/notify";
import type { ClosedPeriod } from "@/server/notices/period-closed";
import { noticePeriodReopened } from "@/server/notices/period-reopened";

/** A lesson or waiting-list place the closure took, on a slot its reopening unblocked. */
export type ReopenedLoss = {
  kind: "lesson" | "waitlist";
  slotId: number;
  user: Recipient & { isActive: boolean };
  animal: { name: string };
  slot: { startsAt: Date; endsAt: Date };
};

type Told = { member: Recipient; lost: boolean; rebooked: NoticeLesson[]; freed: NoticeLesson[]; waits: NoticeLesson[] };

/**
 * After a reopening (reopen-period.ts): each member is told once (notices/period-reopened.ts) of
 * what they lost to the closure and of the standing lessons booked for them again, read as they
 * are now (a lesson cancelled in between is not listed). Someone who lost something is always told,
 * if still active; someone who only had standing lessons booked, as any booking confirmation, only
 * when they did not turn confirmations off. Answers how many were told.
 */
export async function tellMembersReopened(period: ClosedPeriod, losses: readonly ReopenedLoss[], bookingIds: readonly number[]): Promise<number> {
  if (losses.length + bookingIds.length === 0) return 0;
  const current = now();
  return db.$transaction(async (tx) => {
    const bookings = await tx.booking.findMany({
      where: { id: { in: [...bookingIds] }, slot: { endsAt: { gt: current } } },
      select: {
        slotId: true,
        user: { select: { id: true, name: true, email: true, isActive: true, bookingConfirmations: true } },
        animal: { select: { name: true } },
        slot: { select: { startsAt: true, endsAt: true } },
      },
    });
    const members = new Map<number, Told>();
    const entryOf = (member: Recipient) => {
      const entry = members.get(member.id) ?? { member: { id: member.id, name: member.name, email: member.email }, lost: false, rebooked: [], freed: [], waits: [] };
      members.set(member.id, entry);
      return entry;
    };
    const rebookedSlots = new Set<string>();
    for (const { slotId, user, animal, slot } of bookings) {
      if (!user.isActive) continue;
      entryOf(user).rebooked.push(lessonOf(slot, animal));
      rebookedSlots.add(`${slotId} ${user.id}`);
    }
    for (const loss of losses) {
      if (!loss.user.isActive || loss.slot.startsAt <= current) continue;
      const entry = entryOf(loss.user);
      entry.lost = true;
      if (loss.kind === "waitlist") entry.waits.push(lessonOf(loss.slot, loss.animal));
      else if (!rebookedSlots.has(`${loss.slotId} ${loss.user.id}`)) entry.freed.push(lessonOf(loss.slot, loss.animal));
    }
    const confirmations = new Map(bookings.map(({ user }) => [user.id, user.bookingConfirmations]));
    const told = [...members.values()].filter((entry) => entry.lost || confirmations.get(entry.member.id));
    const byTime = (a: NoticeLesson, b: NoticeLesson) => a.startsAt.getTime() - b.startsAt.getTime();
    for (const { member, rebooked, freed, waits } of told.sort((a, b) => a.member.id - b.member.id)) {
      await noticePeriodReopened(tx, member, period, { rebooked: rebooked.sort(byTime), freed: freed.sort(byTime), waits: waits.sort(byTime) });
    }
    return told.length;
  });
}

const lessonOf = (slot: { startsAt: Date; endsAt: Date }, animal: { name: string }): NoticeLesson => ({
  startsAt: slot.startsAt,
  endsAt: slot.endsAt,
  animalName: animal.name,
});
