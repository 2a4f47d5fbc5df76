import { clubToday } from "@/lib/club-time";

// An animal's birth date is today at the latest: the schema refuses a later one when the form is
// sent (validations/animals.ts), and the date field says so as soon as it is typed (animal-fields.tsx).

export const FUTURE_BIRTH_DATE = "A data de nascimento não pode ser no futuro.";

/** The latest birth date an animal may have: today, in the club's time. */
export function latestBirthDate(): string {
  return clubToday();
}
