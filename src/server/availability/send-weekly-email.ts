import { addClubDays, clubDateAndTimes, clubInstant, formatClub, now } from "@/lib/club-time";
import { countLabel } from "@/lib/plural";
import { db } from "@/server/db";
import { noticeWeeklyFreeLessons } from "@/server/notices/weekly-free-lessons";

/** Tells every active student and external the free lessons of a week (notices/weekly-free-lessons.ts). */
export async function sendWeeklyAvailabilityEmail(range: { start_date: string; end_date: string }) {
  const from = clubInstant(range.start_date, "00:00");
  const rows = await db.availabilitySlot.findMany({
    where: {
      startsAt: { gte: from > now() ? from : now(), lt: clubInstant(addClubDays(range.end_date, 1), "00:00") },
      isBlocked: false,
    },
    select: { startsAt: true, endsAt: true, capacity: true, _count: { select: { bookings: true } } },
    orderBy: { startsAt: "asc" },
  });
  // Free: a place left (a group lesson's, docs/rules.md, "Group lessons").
  const slots = rows.filter((slot) => slot._count.bookings < slot.capacity);
  const members = await db.user.findMany({
    where: { role: { in: ["student", "external"] }, isActive: true, approvedAt: { not: null } },
    select: { id: true, name: true, email: true },
  });

  const lessons = slots.map((slot) => {
    const { start_time, end_time } = clubDateAndTimes(slot.startsAt, slot.endsAt);
    return `${formatClub(slot.startsAt, "EEEE, d 'de' MMMM")}: ${start_time} - ${end_time}`;
  });
  const week = `${formatClub(clubInstant(range.start_date, "12:00"), "d 'de' MMMM")} a ${formatClub(clubInstant(range.end_date, "12:00"), "d 'de' MMMM")}`;

  await db.$transaction(async (tx) => {
    for (const member of members) await noticeWeeklyFreeLessons(tx, member, { week, lessons });
  });
  return { message: `Email semanal enviado para ${countLabel(members.length, { one: "aluno", other: "alunos" })}.`, recipients: members.length, available_slots: slots.length };
}
