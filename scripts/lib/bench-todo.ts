import { addClubDays, clubInstant, clubToday, now } from "@/lib/club-time";
import { db } from "@/server/db";

// What a busy sixty-member club leaves on the trainer's home for `npm run bench`
// (docs/rules.md, "The trainer's home"), so that home is scored as a trainer opens it on a
// Monday of September and not empty: a full day of lessons, the ones already given still to be
// marked, sign-ups waiting for a decision, months of unpaid fees, mail the outbox gave up on, and
// waiting lists on the coming lessons (the bench's student is on a few, so the member's home has
// its waiting-list card too). The club's own seeding (bench-club.ts) already leaves last month's
// fees pending.

/** The day's lessons the bench adds to the club's eight, in its free hours (30 minutes each). */
const EXTRA_TIMES = ["07:00", "07:30", "08:00", "08:30", "12:00", "12:30", "13:00", "13:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30", "20:00", "20:30", "21:00", "21:30"];

export type BenchToDoSize = { signUps: number; failedMails: number; lateMonths: number; waitlistSlots: number };
export const FULL_TO_DO: BenchToDoSize = { signUps: 24, failedMails: 12, lateMonths: 3, waitlistSlots: 20 };

/** Fills the to-do lists of the club that `seedBenchClub` made; `studentId` is the member who signs in. */
export async function seedBenchToDo({ studentId, passwordHash, size = FULL_TO_DO }: { studentId: number; passwordHash: string; size?: BenchToDoSize }) {
  const members = await db.user.findMany({ where: { role: { in: ["student", "external"] }, approvedAt: { not: null } }, select: { id: true, email: true }, orderBy: { id: "asc" } });
  const animals = await db.animal.findMany({ where: { userId: { in: members.map((member) => member.id) } }, select: { id: true, userId: true }, orderBy: { id: "asc" } });

  // Sign-ups of the season's start, waiting for the trainer.
  await db.user.createMany({
    data: Array.from({ length: size.signUps }, (_, index) => ({
      name: `Pedido ${index + 1} ${["Silva", "Costa", "Ferreira", "Santos", "Oliveira", "Pereira"][index % 6]}`,
      email: `pedido${index}@bench.pt`,
      passwordHash,
      role: "student" as const,
      studentCategory: "student" as const,
      createdAt: new Date(now().getTime() - (size.signUps - index) * 3_600_000),
    })),
  });

  // Today, every free half hour is booked too: a full day, those already started not yet marked
  // (one in four of the club's own lessons marked present).
  const today = clubToday();
  const slots = await db.availabilitySlot.createManyAndReturn({
    data: EXTRA_TIMES.map((time) => {
      const startsAt = clubInstant(today, time);
      return { startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) };
    }),
    select: { id: true },
  });
  await db.booking.createMany({
    data: slots.map((slot, index) => {
      const animal = animals[(index * 7) % animals.length];
      return { slotId: slot.id, animalId: animal.id, userId: animal.userId, observations: index % 3 === 0 ? "Trabalhar os contactos e a saída da mesa." : null };
    }),
  });
  const todays = await db.booking.findMany({
    where: { slot: { startsAt: { gte: clubInstant(today, "00:00"), lt: clubInstant(addClubDays(today, 1), "00:00") } } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  await db.booking.updateMany({ where: { id: { in: todays.filter((_, index) => index % 4 === 0).map((booking) => booking.id) } }, data: { attendance: "present", attendanceMarkedAt: now() } });
  // A few animals whose vaccination ran out: flagged on the day's list.
  await db.animal.updateMany({ where: { id: { in: animals.filter((_, index) => index % 11 === 0).map((animal) => animal.id) } }, data: { vaccinationValidUntil: new Date("2026-01-01T00:00:00Z") } });

  // Fees left unpaid for months by one member in five (the club leaves last month's pending for all).
  const months = await db.payment.findMany({ distinct: ["month"], select: { month: true }, orderBy: { month: "desc" }, take: 2 + size.lateMonths });
  const lateMonths = months.slice(2).map((row) => row.month);
  await db.payment.updateMany({
    where: { month: { in: lateMonths }, userId: { in: members.filter((_, index) => index % 5 === 2).map((member) => member.id) } },
    data: { status: "pending", paidAt: null },
  });

  // Mail the outbox gave up on (a mail server down for a weekend).
  await db.outboxEmail.createMany({
    data: Array.from({ length: size.failedMails }, (_, index) => ({
      to: members[index % members.length].email,
      subject: index % 2 === 0 ? "ACE - Aula marcada" : "ACE - Lembrete da aula de amanhã",
      attempts: 12,
      failedAt: new Date(now().getTime() - index * 600_000),
      lastError: "connect ECONNREFUSED 127.0.0.1:587",
      createdAt: new Date(now().getTime() - 3 * 86_400_000 - index * 600_000),
    })),
  });

  // Waiting lists on the next booked lessons: three members on each, the bench's student first on a few.
  const coming = await db.availabilitySlot.findMany({
    where: { startsAt: { gt: clubInstant(addClubDays(today, 1), "00:00") }, bookings: { some: {} } },
    select: { id: true, bookings: { select: { userId: true } } },
    orderBy: { startsAt: "asc" },
    take: size.waitlistSlots,
  });
  const studentAnimal = animals.find((animal) => animal.userId === studentId)!;
  const others = animals.filter((animal) => animal.userId !== studentId);
  await db.waitlistEntry.createMany({
    data: coming.flatMap((slot, index) => {
      const line = [0, 1, 2].map((n) => others[(index * 3 + n * 17) % others.length]);
      if (index % 4 === 0) line.unshift(studentAnimal);
      return line
        .filter((animal) => !slot.bookings.some((booking) => booking.userId === animal.userId))
        .map((animal) => ({ slotId: slot.id, userId: animal.userId, animalId: animal.id }));
    }),
    skipDuplicates: true,
  });
}
