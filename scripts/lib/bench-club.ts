import { addClubDays, addMonths, clubInstant, clubMonth, clubToday } from "@/lib/club-time";
import { db } from "@/server/db";

// A club of realistic size for `npm run bench`: five years of weekday lessons, most of them
// booked, 60 members with two animals each, some with a fixed fee, and a payment per member and
// month for the five years (the older ones paid).

const MEMBERS = 60;
const YEARS = 5;
const DAYS_AHEAD = 30;
const TIMES = ["09:00", "09:45", "10:30", "11:15", "17:00", "17:45", "18:30", "19:15"];

export async function seedBenchClub() {
  const trainer = await db.user.create({
    data: { name: "Treinador", email: "treinador@bench.pt", passwordHash: "x", role: "trainer", approvedAt: new Date() },
  });
  const members = await db.user.createManyAndReturn({
    data: Array.from({ length: MEMBERS }, (_, index) => ({
      name: `Membro ${index}`, email: `membro${index}@bench.pt`, passwordHash: "x",
      role: index % 5 === 0 ? ("external" as const) : ("student" as const),
      studentCategory: index % 5 === 0 ? ("external" as const) : ("student" as const),
      approvedAt: new Date(),
      hasFixedMonthlyFee: index % 3 === 0,
      monthlyFeeAmount: index % 3 === 0 ? "35.00" : "0",
    })),
    select: { id: true },
  });
  const animals = await db.animal.createManyAndReturn({
    data: members.flatMap((member) => [0, 1].map((n) => ({ userId: member.id, name: `Animal ${member.id}-${n}`, birthDate: new Date("2020-01-01") }))),
    select: { id: true, userId: true },
  });

  const today = clubToday();
  const slotData = [];
  for (let offset = -YEARS * 365; offset <= DAYS_AHEAD; offset++) {
    const date = addClubDays(today, offset);
    if ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) continue;
    for (const time of TIMES) {
      const startsAt = clubInstant(date, time);
      slotData.push({ startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000) });
    }
  }
  const slots = await db.availabilitySlot.createManyAndReturn({ data: slotData, select: { id: true } });
  // Book four slots in five; leave the rest free for the booking benchmark.
  const booked = slots.filter((_, index) => index % 5 !== 0);
  await db.booking.createMany({
    data: booked.map((slot, index) => {
      const animal = animals[index % animals.length];
      return { slotId: slot.id, animalId: animal.id, userId: animal.userId };
    }),
  });

  const thisMonth = clubMonth();
  const months = Array.from({ length: YEARS * 12 }, (_, index) => addMonths(thisMonth, -index));
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

  return {
    trainerId: trainer.id,
    members: MEMBERS,
    slots: slots.length,
    bookings: booked.length,
    payments: months.length * MEMBERS,
    memberIds: members.map((member) => member.id),
    animalIds: animals.map((animal) => animal.id),
    freeSlotIds: slots.filter((_, index) => index % 5 === 0).map((slot) => slot.id),
  };
}
