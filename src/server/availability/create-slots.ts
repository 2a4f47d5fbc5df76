import { addMinutes } from "date-fns";
import { clubInstant } from "@/lib/club-time";
import { countLabel } from "@/lib/plural";
import { closureOn } from "@/lib/closure-json";
import { closuresOverlapping, shareClosures } from "@/server/availability/closed-days";
import { lessonOffsets, windowLeftover, type Leftover } from "@/server/availability/lesson-offsets";
import { db } from "@/server/db";
import { bookingSettings } from "@/server/settings/club-settings";
import { lessonTrainerIds } from "@/server/trainers/lesson-trainer";
import type { Viewer } from "@/server/viewer";

/** A club date and a wall-clock range on it ('2026-11-23', '09:00', '12:00'), its lessons' places (1 to 12), and who gives them (left out: the club's trainer). */
export type SlotWindow = { date: string; start_time: string; end_time: string; capacity: number; trainerId?: number };

/**
 * Splits each window into lessons of the configured duration and creates them in one statement
 * (one transaction). A remainder shorter than a lesson is not created; a lesson overlapping an
 * existing slot of the same trainer is ignored (two trainers may give lessons at the same time,
 * docs/rules.md, "Each lesson's trainer"): the database's exclusion constraint decides (ON CONFLICT DO NOTHING),
 * so simultaneous requests cannot create overlaps. Lessons go in in time order, so two
 * simultaneous creations wait for each other instead of deadlocking. Times are club wall-clock
 * times: 09:00 stays 09:00 across the daylight-saving changes.
 */
export async function createSlotsInWindows(windows: SlotWindow[]) {
  const { lessonMinutes } = await bookingSettings();
  const lessons = windows.flatMap((window) => lessonsOf(window, lessonMinutes));
  lessons.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  if (lessons.length === 0) return { created: 0, ignored: 0, createdIds: [] };

  const starts = lessons.map((lesson) => lesson.startsAt.toISOString());
  const ends = lessons.map((lesson) => lesson.endsAt.toISOString());
  const places = lessons.map((lesson) => lesson.capacity);
  const trainers = lessons.map((lesson) => lesson.trainerId ?? null);
  const rows = await db.$transaction(async (tx) => {
    // A lesson on a closed day is made blocked (docs/rules.md, "Closures"): nobody can book it,
    // and reopening the period unblocks it. The closures' shared lock: no period is closed meanwhile.
    await shareClosures(tx);
    const closures = await closuresOverlapping(tx, lessons[0].date, lessons[lessons.length - 1].date);
    const closed = lessons.map((lesson) => closureOn(closures, lesson.date) !== null);
    return tx.$queryRaw<{ id: number }[]>`
      INSERT INTO availability_slots (starts_at, ends_at, is_blocked, blocked_by_closure, capacity, trainer_id)
      SELECT lesson.starts_at::timestamptz, lesson.ends_at::timestamptz, lesson.closed, lesson.closed, lesson.capacity, lesson.trainer_id
      FROM unnest(${starts}::text[], ${ends}::text[], ${closed}::boolean[], ${places}::smallint[], ${trainers}::int[]) WITH ORDINALITY AS lesson (starts_at, ends_at, closed, capacity, trainer_id, position)
      ORDER BY lesson.position
      ON CONFLICT DO NOTHING
      RETURNING id`;
  });
  // The ids of the slots this call made (not those another call made at the same time).
  return { created: rows.length, ignored: lessons.length - rows.length, createdIds: rows.map((row) => row.id) };
}

/** The window's lessons as instants: its length is counted in real minutes, start to end. */
function lessonsOf(window: SlotWindow, lessonMinutes: number) {
  const start = clubInstant(window.date, window.start_time);
  return lessonOffsets(windowMinutesOf(window), lessonMinutes).map((offset) => ({
    date: window.date,
    capacity: window.capacity,
    trainerId: window.trainerId,
    startsAt: addMinutes(start, offset),
    endsAt: addMinutes(start, offset + lessonMinutes),
  }));
}

/** A window's length in real minutes (a day the clocks change has one hour more or less). */
function windowMinutesOf(window: SlotWindow): number {
  return (clubInstant(window.date, window.end_time).getTime() - clubInstant(window.date, window.start_time).getTime()) / 60_000;
}

/**
 * POST /availability: one date's range; `leftover` says what its end leaves uncut (docs/rules.md,
 * "Slots"). `trainer_id`: who gives the lessons (the trainer or an active assistant, else 400);
 * left out, the acting trainer.
 */
export async function createSlots(viewer: Viewer, input: Omit<SlotWindow, "trainerId"> & { trainer_id?: number }) {
  const [trainerId] = await lessonTrainerIds(viewer, [input.trainer_id]);
  const { created, ignored } = await createSlotsInWindows([{ ...input, trainerId }]);
  const { lessonMinutes } = await bookingSettings();
  const leftover: Leftover | null = windowLeftover({ ...input, minutes: windowMinutesOf(input) }, lessonMinutes);
  return {
    message: `${countLabel(created, { one: "disponibilidade criada", other: "disponibilidades criadas" })}.${leftover ? ` ${leftover.message}` : ""}`,
    created_slots: created,
    ignored_slots: ignored,
    leftover,
  };
}
