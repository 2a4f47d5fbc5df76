import bcrypt from "bcryptjs";
import { addClubDays, addMonths, clubInstant, clubMonth, clubToday } from "@/lib/club-time";
import { db } from "@/server/db";
import { seedBenchToDo } from "./bench-todo";

// A club of realistic size for `npm run bench`: years of weekday lessons, most of them booked,
// members with two animals each, some with a fixed fee, and a payment per member and month (the
// older ones paid). One member, the "busy" one, holds one lesson in sixteen (500 and more in the
// five-year club): the long list a member's bookings must still answer fast. A guest signs in
// too, so every role's calendar is measured.

export type BenchClubSize = { members: number; years: number };
export const FIVE_YEAR_CLUB: BenchClubSize = { members: 60, years: 5 };
/** The smoke run's club (`npm run bench -- --smoke`): every row, little data. */
export const TINY_CLUB: BenchClubSize = { members: 6, years: 1 / 12 };

/** Every bench account signs in with this password. */
export const BENCH_PASSWORD = "bench-password";

const DAYS_AHEAD = 30;
const TIMES = ["09:00", "09:45", "10:30", "11:15", "17:00", "17:45", "18:30", "19:15"];
const BUSY_MEMBER = 1; // a student (index % 5 !== 0)

export async function seedBenchClub(size: BenchClubSize = FIVE_YEAR_CLUB) {
  const passwordHash = await bcrypt.hash(BENCH_PASSWORD, 10);
  const approvedAt = new Date();
  const trainer = await db.user.create({
    data: { name: "Treinador", email: "treinador@bench.pt", passwordHash, role: "trainer", approvedAt },
  });
  const guest = await db.user.create({
    data: { name: "Convidado", email: "convidado@bench.pt", passwordHash, role: "guest", studentCategory: "guest", approvedAt },
  });
  const members = await db.user.createManyAndReturn({
    data: Array.from({ length: size.members }, (_, index) => ({
      name: `Membro ${index}`, email: `membro${index}@bench.pt`, passwordHash,
      role: index % 5 === 0 ? ("external" as const) : ("student" as const),
      studentCategory: index % 5 === 0 ? ("external" as const) : ("student" as const),
      approvedAt,
      hasFixedMonthlyFee: index % 3 === 0,
      monthlyFeeAmount: index % 3 === 0 ? "35.00" : "0",
    })),
    select: { id: true, email: true, role: true },
  });
  const animals = await db.animal.createManyAndReturn({
    data: members.flatMap((member) => [0, 1].map((n) => ({ userId: member.id, name: `Animal ${member.id}-${n}`, birthDate: new Date("2020-01-01") }))),
    select: { id: true, userId: true },
  });

  const today = clubToday();
  const slotData = [];
  for (let offset = -Math.round(size.years * 365); offset <= DAYS_AHEAD; offset++) {
    const date = addClubDays(today, offset);
    if ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) continue;
    for (const time of TIMES) {
      const startsAt = clubInstant(date, time);
      slotData.push({ startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000) });
    }
  }
  const slots = await db.availabilitySlot.createManyAndReturn({ data: slotData, select: { id: true } });
  // Book four slots in five, one in sixteen of those for the busy member; leave the rest free.
  const busyAnimals = animals.filter((animal) => animal.userId === members[BUSY_MEMBER].id);
  const booked = slots.filter((_, index) => index % 5 !== 0);
  await db.booking.createMany({
    data: booked.map((slot, index) => {
      const animal = index % 16 === 0 ? busyAnimals[(index / 16) % 2] : animals[index % animals.length];
      return { slotId: slot.id, animalId: animal.id, userId: animal.userId };
    }),
  });

  const thisMonth = clubMonth();
  const months = Array.from({ length: Math.max(1, Math.round(size.years * 12)) }, (_, index) => addMonths(thisMonth, -index));
  await db.payment.createMany({
    data: months.flatMap((month, age) =>
      members.map((member, index) => ({
        userId: member.id,
        month,
        amount: (20 + (index % 7) * 2.5).toFixed(2),
        status: age > 1 ? ("paid" as const) : ("pending" as const),
        paidAt: age > 1 ? clubInstant(`${month}-10`, "12:00") : null,
      })),
    ),
  });

  const busyMember = members[BUSY_MEMBER];
  await seedBenchToDo({ studentId: busyMember.id, passwordHash }); // home's to-do lists, full (bench-todo.ts)
  return {
    members: size.members,
    animals: animals.length,
    slots: slots.length,
    bookings: booked.length,
    payments: months.length * size.members,
    /** Who signs in for the HTTP bench, by role. */
    logins: {
      trainer: trainer.email,
      student: busyMember.email,
      external: members.find((member) => member.role === "external")!.email,
      guest: guest.email,
    },
    busyMemberBookings: Math.ceil(booked.length / 16),
  };
}
