import { clubDateOf, now } from "@/lib/club-time";
import { closureOn } from "@/lib/closure-json";
import { countLabel } from "@/lib/plural";
import { closuresOverlapping, fromDbDate, lockClosures, periodBounds } from "@/server/availability/closed-days";
import { lockSlotsStartingBetween } from "@/server/availability/lock-slot";
import { db } from "@/server/db";
import { NotFoundError } from "@/server/errors";

export const CLOSURE_NOT_FOUND = "Encerramento não encontrado.";

/**
 * DELETE /availability/closures/{id} (docs/rules.md, "Closures"): the period reopens. The slots
 * the closure blocked that have not started are unblocked, but for those another closure still
 * covers; slots the trainer blocked by hand stay blocked. No lesson comes back and nobody is told.
 */
export async function reopenPeriod(id: number) {
  return db.$transaction(async (tx) => {
    await lockClosures(tx);
    const closure = await tx.availabilityClosure.findUnique({ where: { id }, select: { startDate: true, endDate: true } });
    if (!closure) throw new NotFoundError(CLOSURE_NOT_FOUND);
    await tx.availabilityClosure.delete({ where: { id } });
    const [startDate, endDate] = [fromDbDate(closure.startDate), fromDbDate(closure.endDate)];
    const others = await closuresOverlapping(tx, startDate, endDate);
    const { from, to } = periodBounds(startDate, endDate);
    const current = now();
    const slots = await lockSlotsStartingBetween(tx, from, to);
    const reopened = slots
      .filter((slot) => slot.startsAt > current && closureOn(others, clubDateOf(slot.startsAt)) === null)
      .map((slot) => slot.id);
    const { count } = await tx.availabilitySlot.updateMany({
      where: { id: { in: reopened }, blockedByClosure: true },
      data: { isBlocked: false, blockedByClosure: false },
    });
    return {
      message: `Período reaberto: ${countLabel(count, { one: "disponibilidade desbloqueada", other: "disponibilidades desbloqueadas" })}.`,
      unblocked_slots: count,
    };
  });
}
