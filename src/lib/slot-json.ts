import type { StudentCategory } from "@/generated/prisma/enums";
import type { Attendance } from "@/lib/training-record";
import type { LessonTrainerJson } from "@/lib/trainer-json";

// A calendar slot as one viewer may see it (the server writes it per viewer: see
// src/server/availability/slot-view.ts), for the server and the browser alike.

/** `booked`: no place left; a group lesson with a place left is `available` (docs/rules.md, "Group lessons"). */
export type SlotStatus = "blocked" | "booked" | "available" | "unavailable";

/**
 * How the trainer's screens mark a lesson whose animal has an ended paper (`papers_ended`: the
 * calendar, home's lessons); here rather than in animal-papers.ts, so the calendar loads the words alone.
 */
export const PAPERS_ENDED_LABEL = "Vacina ou seguro caducado";

/** Someone else's lesson as an external sees it: 'Aula Privada', nothing more. */
export type PrivateBookingJson = { private: boolean; label: string };

/** A lesson with who booked it (trainer, students, and an external's own lessons). */
export type NamedBookingJson = {
  id: number;
  user_id: number;
  user_name: string;
  animal_id: number;
  animal_name: string;
  student_category: StudentCategory | null;
  observations: string | null;
  is_own: boolean;
  /** The training record (docs/rules.md, "The training record"): the owner's and the lesson's runner's (the trainer, the assistant who gives it), null for anyone else. */
  attendance: Attendance | null;
  trainer_note: string | null;
  /** The animal's vaccination or insurance ends before the lesson's day (src/lib/animal-papers.ts): the trainer's and the owner's, false for anyone else. */
  papers_ended: boolean;
  /** The member's dependant who handles the lesson (docs/rules.md, "Households"): 'Rita (resp. Ana Silva)', src/lib/household-json.ts. */
  dependant: { id: number; name: string } | null;
  /** The member's phone (a dependant's lesson: the guardian's): only for whoever runs the lesson (docs/rules.md, "Calendar privacy"); absent for anyone else. */
  phone?: string | null;
};

export type SlotJson = {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  starts_at: string;
  ends_at: string;
  is_blocked: boolean;
  status: SlotStatus;
  /** Who gives the lesson (docs/rules.md, "Each lesson's trainer"); null only for a slot made before the club had a trainer. */
  trainer: LessonTrainerJson | null;
  /** The viewer's own place when they hold one, else the first booking (a private lesson's only one); null for guests. */
  booking: PrivateBookingJson | NamedBookingJson | null;
  /** Places (docs/rules.md, "Group lessons"): 1 is a private lesson; `booked` counts the bookings, for every viewer. */
  capacity: number;
  booked: number;
  places_left: number;
  /** Every participant, in the order booked, as the viewer may see them (guests: none). */
  bookings: (PrivateBookingJson | NamedBookingJson)[];
};

/**
 * Whether the viewer can book the slot now (false for guests, and for the trainer once it has
 * started), and for a member on a free slot they cannot book, why: the booking's own refusal
 * (bookings blocked, started, inside the lead time, held for the waiting list). Null otherwise.
 */
export type SlotBookability = { bookable: boolean; not_bookable_reason: string | null };

/** A booked slot's waiting list as one viewer may see it. */
export type SlotWaitlistView = {
  waitlist_count: number;
  /** The caller's own entry on this slot (members). */
  my_waitlist_entry?: { id: number; position: number } | null;
  /** Who is waiting, in order (the trainer only). */
  waitlist?: { user_name: string; animal_name: string }[];
};
