import { test } from "@playwright/test";
import { addClubDays, clubInstant, clubToday } from "../../src/lib/club-time";
import { query } from "./database";
import { suiteDay } from "./scheduling";

// The trainer's desk journeys (e2e/trainer-desk.spec.ts): a day of their own for the booking
// dialog, and a lesson of today written straight to the database (the journeys' server runs on
// the real clock, and a lesson earlier today cannot be booked through the API).

/** A day of this journey's own, far from the other journeys' days (slots may not overlap). */
export function deskDate(): string {
  const { repeatEachIndex, retry } = test.info();
  return addClubDays(suiteDay(), 66 + (repeatEachIndex * 4 + retry) * 7);
}

/**
 * A lesson of the animal today, in the first free 45 minutes from 03:00 club time (the small
 * hours: other journeys' lessons of today are at midnight and in the afternoon); answers its start 'HH:mm'.
 */
export async function lessonToday(animalId: number): Promise<string> {
  const today = clubToday();
  for (let minutes = 3 * 60; minutes < 6 * 60; minutes += 50) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    const startsAt = clubInstant(today, time);
    try {
      await query(
        `WITH slot AS (
           INSERT INTO availability_slots (starts_at, ends_at) VALUES ($1, $2) RETURNING id
         )
         INSERT INTO bookings (availability_slot_id, animal_id, user_id)
         SELECT slot.id, a.id, a.user_id FROM slot, animals a WHERE a.id = $3`,
        [startsAt, new Date(startsAt.getTime() + 45 * 60_000), animalId],
      );
      return time;
    } catch (error) {
      if ((error as { code?: string }).code !== "23P01") throw error; // taken (no overlap): the next one
    }
  }
  throw new Error("No free 45 minutes between 03:00 and 06:00 today.");
}

/** The animal's vaccination ended `daysAgo` days before today (its last valid day). */
export async function endVaccination(animalId: number, daysAgo: number): Promise<void> {
  await query("UPDATE animals SET vaccination_valid_until = $2::date, updated_at = now() WHERE id = $1", [animalId, addClubDays(clubToday(), -daysAgo)]);
}

/** `count` half-hour lessons of the animal on `date` from 07:00, past any hour already taken; answers how many were written. */
export async function lessonsOn(date: string, animalId: number, count: number): Promise<number> {
  let written = 0;
  for (let minutes = 7 * 60; written < count && minutes < 23 * 60; minutes += 30) {
    const startsAt = clubInstant(date, `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`);
    try {
      await query(
        `WITH slot AS (INSERT INTO availability_slots (starts_at, ends_at) VALUES ($1, $2) RETURNING id)
         INSERT INTO bookings (availability_slot_id, animal_id, user_id)
         SELECT slot.id, a.id, a.user_id FROM slot, animals a WHERE a.id = $3`,
        [startsAt, new Date(startsAt.getTime() + 30 * 60_000), animalId],
      );
      written++;
    } catch (error) {
      if ((error as { code?: string }).code !== "23P01") throw error; // taken (no overlap): the next one
    }
  }
  return written;
}
