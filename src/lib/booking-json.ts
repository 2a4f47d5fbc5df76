import type { StudentCategory } from "@/generated/prisma/enums";

// A booking as the API shows it, for the server that writes it and the browser that reads it.
// Dates are the club's ('yyyy-MM-dd', 'HH:mm'); instants ISO strings.

export type BookingJson = {
  id: number;
  availability_slot_id: number;
  animal_id: number;
  user_id: number;
  user_name: string;
  animal_name: string;
  student_category: StudentCategory | null;
  date: string;
  start_time: string;
  end_time: string;
  starts_at: string;
  ends_at: string;
  observations: string | null;
  /** The guardian's dependant who handles the lesson (docs/rules.md, "Households"); the booking is the guardian's. */
  dependant: { id: number; name: string } | null;
};

/** The longest reason the trainer may give for cancelling a lesson (DELETE /api/bookings/{id}). */
export const CANCEL_REASON_MAX = 500;
