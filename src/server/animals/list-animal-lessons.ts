import { clubDateAndTimes, now } from "@/lib/club-time";
import { ANIMAL_TIMELINE_LIMIT, type AnimalLessonsJson } from "@/lib/training-record";
import { db } from "@/server/db";
import { NotFoundError } from "@/server/errors";
import { ANIMAL_NOT_FOUND } from "@/server/animals/animal-json";
import { bookableByWhere } from "@/server/animals/may-book-with";
import type { Viewer } from "@/server/viewer";

/**
 * An animal's timeline (docs/rules.md, "The training record"): its lessons that have started,
 * newest first, each with the attendance and the trainer's note; the newest ANIMAL_TIMELINE_LIMIT,
 * with the count of them all (years of weekly lessons stay one bounded answer). For its owner, its
 * handlers and the trainer alone: who may book with it is in the query (may-book-with.ts), so
 * another member's animal is not found.
 */
export async function listAnimalLessons(viewer: Viewer, animalId: number): Promise<AnimalLessonsJson> {
  const started = { slot: { startsAt: { lte: now() } } };
  const animal = await db.animal.findFirst({
    where: { id: animalId, ...(viewer.role === "trainer" ? {} : bookableByWhere(viewer.id)) },
    select: {
      id: true,
      name: true,
      owner: { select: { name: true } },
      bookings: {
        where: started,
        select: { id: true, attendance: true, trainerNote: true, slot: { select: { startsAt: true, endsAt: true } } },
        orderBy: [{ slot: { startsAt: "desc" } }, { id: "desc" }],
        take: ANIMAL_TIMELINE_LIMIT,
      },
      _count: { select: { bookings: { where: started } } },
    },
  });
  if (!animal) throw new NotFoundError(ANIMAL_NOT_FOUND);
  return {
    animal: { id: animal.id, name: animal.name, owner_name: animal.owner.name },
    lessons: animal.bookings.map((booking) => {
      const { date, start_time, end_time } = clubDateAndTimes(booking.slot.startsAt, booking.slot.endsAt);
      return { booking_id: booking.id, date, start_time, end_time, attendance: booking.attendance, trainer_note: booking.trainerNote };
    }),
    lessons_total: animal._count.bookings,
  };
}
