// The training record (docs/rules.md, "The training record"): what the trainer marks on a lesson
// once it has started, as the API writes it and the screens read it.

export type Attendance = "present" | "absent";

export const ATTENDANCE_LABELS: Record<Attendance, string> = { present: "Presente", absent: "Faltou" };
/** The longest trainer's note on a lesson (the column is VARCHAR(2000)). */
export const TRAINER_NOTE_MAX = 2000;

/** A started lesson not marked yet ('registar': 'marcar' is booking, in the club's words). */
export const ATTENDANCE_UNMARKED = "Presença por registar";

/** A lesson's record: null attendance until the trainer marks it; the note is for the owner. */
export type LessonRecordJson = {
  attendance: Attendance | null;
  trainer_note: string | null;
};

/** A lesson just marked, as the marking calls answer it. */
export type MarkedLessonJson = LessonRecordJson & { id: number; attendance: Attendance; attendance_marked_at: string };

/** PUT /api/bookings/{id}/attendance's answer. */
export type MarkAttendanceJson = {
  message: string;
  booking: MarkedLessonJson;
};

/** PUT /api/bookings/attendance's answer: every lesson marked, in the order they were asked. */
export type MarkLessonsAttendanceJson = {
  message: string;
  bookings: MarkedLessonJson[];
};

/** One past lesson of an animal, on its timeline. */
export type AnimalLessonJson = LessonRecordJson & {
  booking_id: number;
  /** Club date 'yyyy-MM-dd' and wall-clock times 'HH:mm'. */
  date: string;
  start_time: string;
  end_time: string;
};

/** How many of an animal's lessons its timeline shows at most (the newest). */
export const ANIMAL_TIMELINE_LIMIT = 100;

/** GET /api/animals/{id}/lessons: the animal's lessons that have started, newest first. */
export type AnimalLessonsJson = {
  animal: { id: number; name: string; owner_name: string };
  /** At most ANIMAL_TIMELINE_LIMIT; `lessons_total` counts them all. */
  lessons: AnimalLessonJson[];
  lessons_total: number;
};
