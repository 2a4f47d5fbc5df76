import { clubToday, now } from "@/lib/club-time";
import type { ClosePeriodJson } from "@/lib/closure-json";
import type { ClosePeriodBody } from "@/lib/validations/closures";
import { asDbDate, lockClosures, periodBounds, toClosureJson, closureSelect } from "@/server/availability/closed-days";
import { lockSlotsStartingBetween } from "@/server/availability/lock-slot";
import { db, type Tx } from "@/server/db";
import { InvalidInputError } from "@/server/errors";
import type { NoticeLesson } from "@/server/notices/lesson-lines";
import type { Recipient } from "@/server/notices/notify";
import { noticePeriodClosed } from "@/server/notices/period-closed";

export const CLOSURE_START_IN_PAST = "A data de início do encerramento não pode ser anterior a hoje.";

/** A year's closure may tell a whole club at once: more than a booking's few seconds. */
const CLOSURE_TIMEOUT_MS = 60_000;

/**
 * POST /availability/closures (docs/rules.md, "Closures"), in one transaction: every slot of the
 * period that has not started is blocked, each of its lessons cancelled and each of its waiting
 * lists emptied; every member concerned is told once, with the reason. Nothing is offered to a
 * waiting list: the slots are blocked before anything is freed, and nothing here offers. What it
 * took is kept with the closure (`closure_losses`), for its reopening.
 * The closures' lock queues closures (and the slots being made) one after the other; the slots'
 * row locks, taken in time order, queue this after a booking in progress or a booking after it.
 */
export async function closePeriod(input: ClosePeriodBody): Promise<ClosePeriodJson> {
  if (input.start_date < clubToday()) throw new InvalidInputError(CLOSURE_START_IN_PAST);
  const { from, to } = periodBounds(input.start_date, input.end_date);
  return db.$transaction(
    async (tx) => {
      await lockClosures(tx);
      const closure = await tx.availabilityClosure.create({
        data: { startDate: asDbDate(input.start_date), endDate: asDbDate(input.end_date), reason: input.reason },
        select: closureSelect,
      });
      const current = now();
      // A lesson that has started happened: it stays, as the trainer's cancellation leaves it.
      const slots = (await lockSlotsStartingBetween(tx, from, to)).filter((slot) => slot.startsAt > current);
      const slotIds = slots.map((slot) => slot.id);
      const { count: blocked } = await tx.availabilitySlot.updateMany({
        where: { id: { in: slotIds }, isBlocked: false },
        data: { isBlocked: true, blockedByClosure: true },
      });
      const bookings = await tx.booking.findMany({ where: { slotId: { in: slotIds } }, select: personAndLesson });
      const waits = await tx.waitlistEntry.findMany({ where: { slotId: { in: slotIds } }, select: personAndLesson });
      await tx.booking.deleteMany({ where: { id: { in: bookings.map((booking) => booking.id) } } });
      await tx.waitlistEntry.deleteMany({ where: { id: { in: waits.map((entry) => entry.id) } } });
      // Kept until the period reopens, which gives back what it can (reopen-period.ts).
      await tx.closureLoss.createMany({
        data: [
          ...bookings.map((row) => lossOf(closure.id, row, "lesson")),
          ...waits.map((row) => lossOf(closure.id, row, "waitlist")),
        ],
      });
      await tellEachOnce(tx, { startDate: input.start_date, endDate: input.end_date, reason: input.reason }, bookings, waits);
      return {
        closure: toClosureJson(closure),
        cancelled_bookings: bookings.length,
        blocked_slots: blocked,
        removed_waitlist: waits.length,
      };
    },
    { timeout: CLOSURE_TIMEOUT_MS },
  );
}

/** A booking or a waiting-list entry: whose, and the lesson it was for. */
const personAndLesson = {
  id: true,
  slotId: true,
  animalId: true,
  user: { select: { id: true, name: true, email: true } },
  animal: { select: { name: true } },
  dependant: { select: { name: true } },
  slot: { select: { startsAt: true, endsAt: true } },
} as const;

type PersonAndLesson = {
  id: number; slotId: number; animalId: number; user: Recipient; animal: { name: string };
  /** The member's dependant the lesson or the entry is for (docs/rules.md, "Households"). */
  dependant: { name: string } | null;
  slot: { startsAt: Date; endsAt: Date };
};

const lossOf = (closureId: number, row: PersonAndLesson, kind: "lesson" | "waitlist") => ({
  closureId,
  slotId: row.slotId,
  userId: row.user.id,
  animalId: row.animalId,
  kind,
});

/** One notice per member, listing every lesson of theirs cancelled and every list they left, in time order. */
async function tellEachOnce(
  tx: Tx,
  period: { startDate: string; endDate: string; reason: string },
  bookings: PersonAndLesson[],
  waits: PersonAndLesson[],
) {
  const members = new Map<number, { member: Recipient; cancelled: NoticeLesson[]; waits: NoticeLesson[] }>();
  const add = (row: PersonAndLesson, kind: "cancelled" | "waits") => {
    const entry = members.get(row.user.id) ?? { member: row.user, cancelled: [], waits: [] };
    entry[kind].push({ startsAt: row.slot.startsAt, endsAt: row.slot.endsAt, animalName: row.animal.name, dependantName: row.dependant?.name });
    members.set(row.user.id, entry);
  };
  bookings.forEach((row) => add(row, "cancelled"));
  waits.forEach((row) => add(row, "waits"));
  const byTime = (a: NoticeLesson, b: NoticeLesson) => a.startsAt.getTime() - b.startsAt.getTime();
  for (const { member, cancelled, waits: waited } of [...members.values()].sort((a, b) => a.member.id - b.member.id)) {
    await noticePeriodClosed(tx, member, period, { cancelled: cancelled.sort(byTime), waits: waited.sort(byTime) });
  }
}
