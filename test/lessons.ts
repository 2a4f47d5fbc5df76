import type { Animal } from "@/generated/prisma/client";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { createSlot } from "./db-helpers";

// Lessons as the club's history holds them: a slot at a club wall-clock date and time, booked
// for an animal of its owner. Straight to the database, whatever "now" is (past lessons too).

export async function bookLesson(animal: Pick<Animal, "id" | "userId">, date: string, time: string, minutes = 45) {
  const slot = await createSlot({ startsAt: clubInstant(date, time), minutes });
  return db.booking.create({ data: { slotId: slot.id, animalId: animal.id, userId: animal.userId } });
}

/** Several lessons of one animal, each '2026-11-02 10:00'. */
export async function bookLessons(animal: Pick<Animal, "id" | "userId">, ...when: string[]) {
  for (const moment of when) {
    const [date, time] = moment.split(" ");
    await bookLesson(animal, date, time);
  }
}
