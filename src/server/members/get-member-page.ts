import type { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/club-time";
import { MEMBER_PAGE_HISTORY, type MemberLessonJson, type MemberPageLists } from "@/lib/member-page-json";
import { animalJsonSelect, toAnimalJson } from "@/server/animals/animal-json";
import { toUserJson, userJsonSelect, type UserJson } from "@/server/auth/user-json";
import { db } from "@/server/db";
import { listDependants } from "@/server/household/list-household";
import { approvedMember, pendingSignUp } from "@/server/members/member-scope";

// The trainer's page of one member (docs/rules.md, "The member's page"): their account, animals,
// lessons to come and past (with attendance and the trainer's note), payments, waiting-list
// entries, standing lessons and household. One round of eight queries, all at once, however much the member
// has done (no query per row); past lessons and payments are the newest MEMBER_PAGE_HISTORY,
// with their totals counted in the member's own query.

export type MemberPage = MemberPageLists & { member: UserJson };

const lessonSelect = {
  id: true,
  observations: true,
  attendance: true,
  trainerNote: true,
  slot: { select: { startsAt: true, endsAt: true } },
  animal: { select: { name: true } },
  dependant: { select: { name: true } },
} satisfies Prisma.BookingSelect;

type LessonRow = Prisma.BookingGetPayload<{ select: typeof lessonSelect }>;

const toLessonJson = (booking: LessonRow): MemberLessonJson => ({
  id: booking.id,
  starts_at: booking.slot.startsAt.toISOString(),
  ends_at: booking.slot.endsAt.toISOString(),
  animal_name: booking.animal.name,
  dependant_name: booking.dependant?.name ?? null,
  observations: booking.observations,
  attendance: booking.attendance,
  trainer_note: booking.trainerNote,
});

/** The member's page, or null when no member (approved or pending) has this id. */
export async function getMemberPage(userId: number): Promise<MemberPage | null> {
  const at = now();
  const started = { userId, slot: { startsAt: { lte: at } } } satisfies Prisma.BookingWhereInput;
  const [member, animals, upcoming, past, payments, waitlist, standing, dependants] = await Promise.all([
    db.user.findFirst({
      where: { OR: [approvedMember(userId), pendingSignUp(userId)] },
      // The totals of the two bounded lists, counted in the same statement.
      select: { ...userJsonSelect, _count: { select: { bookings: { where: { slot: { startsAt: { lte: at } } } }, payments: true } } },
    }),
    db.animal.findMany({ where: { userId, archivedAt: null }, select: animalJsonSelect, orderBy: [{ name: "asc" }, { id: "asc" }] }),
    db.booking.findMany({ where: { userId, slot: { startsAt: { gt: at } } }, select: lessonSelect, orderBy: { slot: { startsAt: "asc" } } }),
    db.booking.findMany({ where: started, select: lessonSelect, orderBy: { slot: { startsAt: "desc" } }, take: MEMBER_PAGE_HISTORY }),
    db.payment.findMany({
      where: { userId },
      select: { id: true, month: true, amount: true, status: true, method: true, paidAt: true },
      orderBy: { month: "desc" },
      take: MEMBER_PAGE_HISTORY,
    }),
    db.waitlistEntry.findMany({
      where: { userId, slot: { startsAt: { gt: at } } },
      select: {
        id: true,
        offeredUntil: true,
        animal: { select: { name: true } },
        dependant: { select: { name: true } },
        slot: { select: { startsAt: true, endsAt: true } },
      },
      orderBy: { slot: { startsAt: "asc" } },
    }),
    db.standingLesson.findMany({
      where: { userId },
      select: { id: true, weekday: true, startTime: true, animal: { select: { name: true } }, dependant: { select: { name: true } } },
      orderBy: [{ weekday: "asc" }, { startTime: "asc" }],
    }),
    listDependants(userId),
  ]);
  if (!member) return null;
  return {
    member: toUserJson(member),
    animals: animals.map(toAnimalJson),
    upcoming_lessons: upcoming.map(toLessonJson),
    past_lessons: past.map(toLessonJson),
    past_lessons_total: member._count.bookings,
    payments: payments.map((payment) => ({
      id: payment.id,
      month: payment.month,
      amount: payment.amount.toNumber(),
      status: payment.status,
      method: payment.method,
      paid_at: payment.paidAt?.toISOString() ?? null,
    })),
    payments_total: member._count.payments,
    waitlist: waitlist.map((entry) => ({
      id: entry.id,
      starts_at: entry.slot.startsAt.toISOString(),
      ends_at: entry.slot.endsAt.toISOString(),
      animal_name: entry.animal.name,
      dependant_name: entry.dependant?.name ?? null,
      offered_until: entry.offeredUntil?.toISOString() ?? null,
    })),
    standing_lessons: standing.map((lesson) => ({
      id: lesson.id,
      weekday: lesson.weekday,
      start_time: lesson.startTime,
      animal_name: lesson.animal.name,
      dependant_name: lesson.dependant?.name ?? null,
    })),
    dependants,
  };
}
