import { now } from "@/lib/club-time";
import type { ClosurePreviewJson } from "@/lib/closure-json";
import { periodBounds } from "@/server/availability/closed-days";
import { db } from "@/server/db";

/**
 * GET /availability/closures/preview (docs/rules.md, "Closures"): what closing the period would do
 * now, for the trainer's confirmation. The closure itself counts again, under its locks.
 */
export async function previewClosure(range: { start_date: string; end_date: string }): Promise<ClosurePreviewJson> {
  const { from, to } = periodBounds(range.start_date, range.end_date);
  const current = now();
  const notStarted = { startsAt: { gte: from, lt: to, gt: current } };
  const [blocked, cancelled, waiting] = await Promise.all([
    db.availabilitySlot.count({ where: { ...notStarted, isBlocked: false } }),
    db.booking.count({ where: { slot: notStarted } }),
    db.waitlistEntry.count({ where: { slot: notStarted } }),
  ]);
  return { blocked_slots: blocked, cancelled_bookings: cancelled, removed_waitlist: waiting };
}
