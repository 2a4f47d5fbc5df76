import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import type { NoticeLesson } from "@/server/notices/lesson-lines";
import { noticeStandingLessonsBooked } from "@/server/notices/standing-lessons-booked";

/**
 * After applying the weekly template (docs/rules.md, "Standing lessons"): each member whose
 * standing lessons it booked is told once, of all of them (notices/standing-lessons-booked.ts),
 * not by one 'Aula marcada' per week. Each booking was its own transaction (book-standing-lessons.ts);
 * the notices are written together afterwards, reading the bookings as they are then, so a lesson
 * cancelled in between is not listed. As with a single booking, a member who turned booking
 * confirmations off is not told, and a lesson already over is not listed. Answers how many members
 * were told.
 */
export async function tellMembersBooked(bookingIds: readonly number[]): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const current = now();
  return db.$transaction(async (tx) => {
    const bookings = await tx.booking.findMany({
      where: { id: { in: [...bookingIds] }, slot: { endsAt: { gt: current } }, user: { bookingConfirmations: true } },
      select: {
        user: { select: { id: true, name: true, email: true } },
        animal: { select: { name: true } },
        dependant: { select: { name: true } },
        slot: { select: { startsAt: true, endsAt: true } },
      },
      orderBy: [{ slot: { startsAt: "asc" } }, { id: "asc" }],
    });
    const byMember = new Map<number, { member: { id: number; name: string; email: string }; lessons: NoticeLesson[] }>();
    for (const { user, animal, dependant, slot } of bookings) {
      const entry = byMember.get(user.id) ?? { member: user, lessons: [] };
      entry.lessons.push({ startsAt: slot.startsAt, endsAt: slot.endsAt, animalName: animal.name, dependantName: dependant?.name });
      byMember.set(user.id, entry);
    }
    for (const { member, lessons } of byMember.values()) await noticeStandingLessonsBooked(tx, member, lessons);
    return byMember.size;
  });
}
