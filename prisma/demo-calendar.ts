// The demo's lessons: weekday slots from two weeks ago to three weeks ahead, mornings and
// evenings, about a third of them booked and two blocked; a group class every Saturday at 10:00
// (4 places, two taken); and Saturday mornings given by the assistant trainer (docs/rules.md,
// "Each lesson's trainer"), half of them booked. Deterministic, so every demo looks alike.
import { clubInstant, clubToday, now } from "@/lib/club-time";
import type { Tx } from "@/server/db";

/** Opening hours, club wall clock (Europe/Lisbon). */
const PERIODS = [
  { from: "09:00", to: "12:00" },
  { from: "17:00", to: "20:00" },
];
const DAYS_BACK = 14;
const DAYS_AHEAD = 21;
const NOTES = ["Trabalhar a entrada no túnel", "Sequência de saltos", null, null];
/** The Saturday group class (docs/rules.md, "Group lessons"): its start and places. */
export const GROUP_CLASS = { start: "10:00", capacity: 4, taken: 2 };

export async function seedDemoCalendar(
  tx: Tx,
  options: { animals: { id: number; userId: number }[]; lessonMinutes: number; saturdayTrainerId: number },
) {
  const slots = demoSlots(options.lessonMinutes);
  const created = await tx.availabilitySlot.createManyAndReturn({
    data: slots,
    select: { id: true, startsAt: true },
  });
  created.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());

  const { animals } = options;
  const bookings: { slotId: number; animalId: number; userId: number; observations: string | null }[] = [];
  const free: number[] = [];
  created.forEach((slot, index) => {
    if (index % 3 !== 0 || animals.length === 0) return void free.push(slot.id);
    const animal = animals[(index / 3) % animals.length];
    bookings.push({ slotId: slot.id, animalId: animal.id, userId: animal.userId, observations: NOTES[index % NOTES.length] });
  });
  await tx.booking.createMany({ data: bookings });

  // Two free slots in the coming days are blocked (the trainer is away).
  const upcomingFree = created.filter((slot) => free.includes(slot.id) && slot.startsAt > now());
  const blocked = [upcomingFree[4], upcomingFree[17]].filter(Boolean).map((slot) => slot.id);
  await tx.availabilitySlot.updateMany({ where: { id: { in: blocked } }, data: { isBlocked: true } });

  // The Saturday group class, the trainer's, two of its places taken by two members' animals.
  const groups = await tx.availabilitySlot.createManyAndReturn({
    data: saturdayDates().map((date) => ({
      startsAt: clubInstant(date, GROUP_CLASS.start),
      endsAt: clubInstant(date, clock(minutesOf(GROUP_CLASS.start) + options.lessonMinutes)),
      capacity: GROUP_CLASS.capacity,
    })),
    select: { id: true },
  });
  const participants = animals.filter((animal, index) => animals.findIndex((other) => other.userId === animal.userId) === index).slice(0, GROUP_CLASS.taken);
  await tx.booking.createMany({
    data: groups.flatMap((slot) => participants.map((animal) => ({ slotId: slot.id, animalId: animal.id, userId: animal.userId }))),
  });

  // Saturday mornings: the assistant's lessons (beside the trainer's group class), every other one booked.
  const saturdays = await tx.availabilitySlot.createManyAndReturn({
    data: demoSlots(options.lessonMinutes, { saturdays: true }).map((slot) => ({ ...slot, trainerId: options.saturdayTrainerId })),
    select: { id: true, startsAt: true },
  });
  saturdays.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  await tx.booking.createMany({
    data: animals.length === 0 ? [] : saturdays.flatMap((slot, index) => {
      if (index % 2 !== 0) return [];
      const animal = animals[(index / 2) % animals.length];
      return [{ slotId: slot.id, animalId: animal.id, userId: animal.userId, observations: null }];
    }),
  });
}

/** The Saturdays of the demo window. */
function saturdayDates(): string[] {
  const today = clubToday();
  const dates: string[] = [];
  for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset++) {
    const date = addDaysTo(today, offset);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 6) dates.push(date);
  }
  return dates;
}

/** Consecutive lessons inside each opening period of each weekday in the demo window (`saturdays`: Saturday mornings instead). */
function demoSlots(lessonMinutes: number, { saturdays = false } = {}): { startsAt: Date; endsAt: Date }[] {
  const today = clubToday();
  const slots: { startsAt: Date; endsAt: Date }[] = [];
  for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset++) {
    const date = addDaysTo(today, offset);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (saturdays ? weekday !== 6 : weekday === 0 || weekday === 6) continue;
    for (const period of saturdays ? PERIODS.slice(0, 1) : PERIODS) {
      // Wall-clock minutes, turned into instants one by one, so daylight saving never shifts a lesson.
      const end = minutesOf(period.to);
      for (let start = minutesOf(period.from); start + lessonMinutes <= end; start += lessonMinutes) {
        slots.push({
          startsAt: clubInstant(date, clock(start)),
          endsAt: clubInstant(date, clock(start + lessonMinutes)),
        });
      }
    }
  }
  return slots;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The club date `days` away from `date` (both 'yyyy-MM-dd'); calendar days, no time zone. */
export function addDaysTo(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
