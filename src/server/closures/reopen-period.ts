import { clubDateOf, clubTimeOf, clubToday, now } from "@/lib/club-time";
import { closureOn, type ReopenPeriodJson } from "@/lib/closure-json";
import { reopenResultText } from "@/lib/closure-labels";
import { weekdayOf } from "@/lib/standing-lesson-labels";
import { closuresOverlapping, fromDbDate, lockClosures, periodBounds } from "@/server/availability/closed-days";
import { lockSlotsStartingBetween } from "@/server/availability/lock-slot";
import { db, type Tx } from "@/server/db";
import { NotFoundError } from "@/server/errors";
import { bookStandingLessons } from "@/server/standing-lessons/book-standing-lessons";
import type { Viewer } from "@/server/viewer";
import { tellMembersReopened, type ReopenedLoss } from "@/server/closures/tell-members-reopened";

export const CLOSURE_NOT_FOUND = "Encerramento não encontrado.";

/**
 * DELETE /availability/closures/{id} (docs/rules.md, "Closures"): the period reopens and gives back
 * what it can. In one transaction the slots the closure blocked that have not started are
 * unblocked, but for those another closure still covers (its losses there pass to that closure);
 * slots the trainer blocked by hand stay blocked. Then the standing lessons of the reopened days
 * are booked again by applying the template's path (bookStandingLessons, each booking its own
 * transaction), and last each member who lost a lesson or a waiting-list place to the closure is
 * told once that the days are open again, with the standing lessons booked for them.
 */
export async function reopenPeriod(viewer: Viewer, id: number): Promise<ReopenPeriodJson> {
  const reopened = await db.$transaction((tx) => reopenClosure(tx, id));
  const from = reopened.period.startDate > clubToday() ? reopened.period.startDate : clubToday();
  const { bookingIds } =
    reopened.freshSlotIds.length === 0 || from > reopened.period.endDate
      ? { bookingIds: [] }
      : await bookStandingLessons(viewer, { start_date: from, end_date: reopened.period.endDate }, reopened.freshSlotIds);
  const told = await tellMembersReopened(reopened.period, reopened.losses, bookingIds);
  const result = { unblocked_slots: reopened.unblocked, rebooked_standing: bookingIds.length, told };
  return { message: reopenResultText(result), ...result };
}

const lossSelect = {
  kind: true,
  slotId: true,
  user: { select: { id: true, name: true, email: true, isActive: true } },
  animal: { select: { name: true } },
  slot: { select: { startsAt: true, endsAt: true } },
} as const;

async function reopenClosure(tx: Tx, id: number) {
  await lockClosures(tx);
  const closure = await tx.availabilityClosure.findUnique({ where: { id }, select: { startDate: true, endDate: true, reason: true, createdAt: true } });
  if (!closure) throw new NotFoundError(CLOSURE_NOT_FOUND);
  const period = { startDate: fromDbDate(closure.startDate), endDate: fromDbDate(closure.endDate), reason: closure.reason };
  const others = (await closuresOverlapping(tx, period.startDate, period.endDate)).filter((other) => other.id !== id);
  const { from, to } = periodBounds(period.startDate, period.endDate);
  const current = now();
  const slots = await lockSlotsStartingBetween(tx, from, to);
  const reopenable = slots.filter((slot) => slot.startsAt > current && closureOn(others, clubDateOf(slot.startsAt)) === null);
  const losses = await tx.closureLoss.findMany({ where: { closureId: id }, select: { id: true, ...lossSelect } });
  // A day another closure still covers stays closed: what was lost there is that closure's to give back.
  for (const loss of losses) {
    const still = closureOn(others, clubDateOf(loss.slot.startsAt));
    if (still) await tx.closureLoss.update({ where: { id: loss.id }, data: { closureId: still.id } });
  }
  await tx.availabilityClosure.delete({ where: { id } });
  const unblocked = await tx.availabilitySlot.updateManyAndReturn({
    where: { id: { in: reopenable.map((slot) => slot.id) }, blockedByClosure: true },
    data: { isBlocked: false, blockedByClosure: false },
    select: { id: true, startsAt: true, createdAt: true },
  });
  const unblockedIds = new Set(unblocked.map((slot) => slot.id));
  const reopenedLosses: ReopenedLoss[] = losses.filter((loss) => unblockedIds.has(loss.slotId));
  const freshSlotIds = await slotsToBookAgain(tx, unblocked, reopenedLosses, closure.createdAt);
  return { period, unblocked: unblocked.length, losses: reopenedLosses, freshSlotIds };
}

/**
 * The unblocked slots whose standing lesson is booked as if the template had just made them: those
 * made while the period was closed (applying the template skipped them), and those where the closure
 * cancelled that standing lesson's own member. A week the member had cancelled, or that someone
 * else had booked, is left as the template leaves it.
 */
async function slotsToBookAgain(tx: Tx, unblocked: { id: number; startsAt: Date; createdAt: Date }[], losses: ReopenedLoss[], closedAt: Date) {
  if (unblocked.length === 0) return [];
  const standing = await tx.standingLesson.findMany({ select: { userId: true, weekday: true, startTime: true } });
  const memberAt = new Map(standing.map((lesson) => [`${lesson.weekday} ${lesson.startTime}`, lesson.userId]));
  const lostBy = new Map(losses.filter((loss) => loss.kind === "lesson").map((loss) => [loss.slotId, loss.user.id]));
  return unblocked
    .filter((slot) => {
      const member = memberAt.get(`${weekdayOf(clubDateOf(slot.startsAt))} ${clubTimeOf(slot.startsAt)}`);
      return member !== undefined && (slot.createdAt > closedAt || lostBy.get(slot.id) === member);
    })
    .map((slot) => slot.id);
}
