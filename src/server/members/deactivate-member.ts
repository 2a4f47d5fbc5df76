import { now } from "@/lib/club-time";
import { countLabel } from "@/lib/plural";
import { toUserJson, userJsonSelect } from "@/server/auth/user-json";
import { lockSlotsOfBookings } from "@/server/availability/lock-slot";
import { deleteBooking } from "@/server/bookings/cancel-booking";
import { db, type Tx } from "@/server/db";
import { NotFoundError } from "@/server/errors";
import { MEMBER_NOT_FOUND } from "@/server/members/member-scope";
import { noticeMemberDeactivated } from "@/server/notices/member-deactivated";
import { keptBookingSettings } from "@/server/settings/club-settings";
import { offerFreedSlot } from "@/server/waitlist/offer-freed-slot";

/** What the trainer reads once a member is deactivated: whose account, and how many lessons went. */
export const deactivatedMessage = (name: string, cancelled: number) =>
  cancelled === 0
    ? `Conta de ${name} desativada.`
    : `Conta de ${name} desativada: ${countLabel(cancelled, { one: "aula cancelada", other: "aulas canceladas" })}, com aviso por email.`;

/**
 * PUT /auth/student/{id}/status { is_active: false } (docs/rules.md, "Accounts"), in one
 * transaction: the account is deactivated and its sessions end; each of the member's lessons to
 * come is cancelled as the trainer's cancellation does (deleteBooking, under the slots' locks taken
 * in start order, and each freed slot offered to its waiting list); the member is told once, with
 * every lesson cancelled. The member's row lock queues two deactivations, so the second finds no
 * lesson left and tells nobody. A lesson that has started stays (it happened).
 */
export async function deactivateMember(id: number) {
  // Read before the transaction opens (docs/architecture.md, "Where things go").
  const { waitlistHoldHours } = await keptBookingSettings();
  return db.$transaction(async (tx) => {
    // FOR UPDATE, not only the UPDATE below: a booking for this member share-locks their row
    // (bookings/book-slot.ts), and only this lock makes it wait, so that no lesson survives.
    const [member] = await tx.$queryRaw<{ name: string; email: string }[]>`
      SELECT name, email FROM users WHERE id = ${id} AND approved_at IS NOT NULL AND role NOT IN ('trainer', 'assistant') FOR UPDATE`;
    if (!member) throw new NotFoundError(MEMBER_NOT_FOUND);
    await tx.user.update({ where: { id }, data: { isActive: false, sessionVersion: { increment: 1 } } });
    const cancelled = await cancelLessonsToCome(tx, id, waitlistHoldHours);
    await noticeMemberDeactivated(tx, { id, ...member }, cancelled);
    const student = toUserJson(await tx.user.findUniqueOrThrow({ where: { id }, select: userJsonSelect }));
    return { message: deactivatedMessage(member.name, cancelled.length), student, cancelled_lessons: cancelled.length };
  });
}

async function cancelLessonsToCome(tx: Tx, userId: number, waitlistHoldHours: number) {
  const toCome = (ids?: number[]) =>
    tx.booking.findMany({
      where: { userId, slot: { startsAt: { gt: now() } }, ...(ids && { id: { in: ids } }) },
      select: { id: true, slotId: true, animal: { select: { name: true } }, dependant: { select: { name: true } }, slot: { select: { startsAt: true, endsAt: true } } },
      orderBy: { slot: { startsAt: "asc" } },
    });
  const seen = await toCome();
  if (seen.length === 0) return [];
  const ids = seen.map((booking) => booking.id);
  await lockSlotsOfBookings(tx, ids);
  // Read again under the locks: a lesson the member cancelled meanwhile is not theirs to lose.
  const lessons = await toCome(ids);
  const cancelled = [];
  for (const lesson of lessons) {
    const { deleted, hasWaitlist } = await deleteBooking(tx, lesson.id, lesson.slotId);
    if (!deleted) continue;
    if (hasWaitlist) await offerFreedSlot(tx, lesson.slotId, waitlistHoldHours);
    cancelled.push({ startsAt: lesson.slot.startsAt, endsAt: lesson.slot.endsAt, animalName: lesson.animal.name, dependantName: lesson.dependant?.name });
  }
  return cancelled;
}
