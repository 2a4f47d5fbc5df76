import { clubDateOf, clubTimeOf, now } from "@/lib/club-time";
import { countLabel, plural } from "@/lib/plural";
import { shortDateLabel } from "@/lib/short-date-label";
import type { Attendance, MarkAttendanceJson, MarkedLessonJson, MarkLessonsAttendanceJson } from "@/lib/training-record";
import type { MarkAttendanceBody, MarkLessonsAttendanceBody } from "@/lib/validations/bookings";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/server/db";
import { InvalidInputError, NotFoundError } from "@/server/errors";
import { lockSlotsOfBookings } from "@/server/availability/lock-slot";
import { BOOKING_NOT_FOUND } from "@/server/bookings/booking-json";
import { noticeLessonNoteWritten } from "@/server/notices/lesson-note-written";
import type { Viewer } from "@/server/viewer";
import { assertMayRunLesson } from "@/server/trainers/may-run-lesson";

export const NOT_STARTED_YET = "Só é possível marcar a presença depois de a aula começar.";

/**
 * The trainer marks a lesson present or absent, with an optional note for its owner
 * (docs/rules.md, "The training record"). Marking again overwrites both and the time it was marked.
 * The owner is told of the lesson's note once, when one is first saved (see tellOwnersOfNotes).
 */
export async function markAttendance(viewer: Viewer, bookingId: number, { attendance, note }: MarkAttendanceBody): Promise<MarkAttendanceJson> {
  const [booking] = await recordAttendance(viewer, [bookingId], { attendance, note });
  return { message: attendance === "present" ? "Presença registada." : "Falta registada.", booking };
}

/**
 * The trainer marks several lessons at once ('Todos presentes'): all of them, or none when one
 * is not there or has not started. Each lesson keeps its note.
 */
export async function markLessonsAttendance(viewer: Viewer, { booking_ids, attendance }: MarkLessonsAttendanceBody): Promise<MarkLessonsAttendanceJson> {
  const bookings = await recordAttendance(viewer, booking_ids, { attendance });
  const marked = attendance === "present" ? { one: "presença registada", other: "presenças registadas" } : { one: "falta registada", other: "faltas registadas" };
  return { message: `${countLabel(bookings.length, marked)}.`, bookings };
}

/** `note` undefined: each lesson keeps the note it has. */
type AttendanceChange = { attendance: Attendance; note?: string | null };

/**
 * The training record's one rule, for one lesson or a list: only lessons that exist (a cancelled
 * lesson's booking is gone) and have started are marked, and one that fails fails them all; an
 * assistant marks only the lessons they give (docs/rules.md, "Each lesson's trainer").
 */
async function recordAttendance(viewer: Viewer, ids: readonly number[], { attendance, note }: AttendanceChange): Promise<MarkedLessonJson[]> {
  return db.$transaction(async (tx) => {
    // The slots' locks order this with a cancellation of the same lesson (one sees the other's
    // result) and with another marking of the same lessons (one list after the other, whole).
    await lockSlotsOfBookings(tx, ids);
    const lessons = await tx.booking.findMany({
      where: { id: { in: [...ids] } },
      select: { id: true, trainerNote: true, noteToldAt: true, slot: { select: { startsAt: true, endsAt: true, trainerId: true } }, animal: { select: NOTED_ANIMAL }, dependant: { select: { name: true } }, user: { select: NOTED_MEMBER } },
    });
    for (const lesson of lessons) assertMayRunLesson(viewer, lesson.slot);
    const at = now();
    refuseUnlessAllStarted(ids.length, lessons.length, lessons.map((lesson) => lesson.slot.startsAt).filter((startsAt) => startsAt > at));
    await tx.booking.updateMany({ where: { id: { in: [...ids] } }, data: { attendance, trainerNote: note, attendanceMarkedAt: at } });
    if (note) await tellOwnersOfNotes(tx, lessons, note, at);
    const notes = new Map(lessons.map((lesson) => [lesson.id, note === undefined ? lesson.trainerNote : note]));
    return ids.map((id) => ({ id, attendance, trainer_note: notes.get(id) ?? null, attendance_marked_at: at.toISOString() }));
  });
}

const NOTED_ANIMAL = { id: true, name: true } satisfies Prisma.AnimalSelect;
/** Whose lesson it is: the owner's, or a handler's (docs/rules.md, "Households"). */
const NOTED_MEMBER = { id: true, name: true, email: true, role: true, isActive: true, lessonNotes: true } satisfies Prisma.UserSelect;

type NotedBooking = {
  id: number;
  noteToldAt: Date | null;
  slot: { startsAt: Date; endsAt: Date; trainerId: number | null };
  animal: { id: number; name: string };
  dependant: { name: string } | null;
  user: { id: number; name: string; email: string; role: string; isActive: boolean; lessonNotes: boolean };
};

/**
 * The owner hears of a note (docs/rules.md, "The training record"), by mail and push, once per
 * lesson (of a handler's lesson, the handler: docs/rules.md, "Households"), when a note is first
 * saved for it. Editing it later (a typo, a line more) tells nobody again: the owner reads the note as it is now through the notice's link. Not told: an owner who
 * turned these notices off (told of a later edit once they turn them on), or who is no longer an
 * active member.
 */
async function tellOwnersOfNotes(tx: Tx, lessons: readonly NotedBooking[], note: string, at: Date): Promise<void> {
  for (const lesson of lessons) {
    const owner = lesson.user; // the member whose lesson it is: the owner, or the handler who booked it
    if (lesson.noteToldAt || !owner.isActive || !owner.lessonNotes || (owner.role !== "student" && owner.role !== "external")) continue;
    await noticeLessonNoteWritten(tx, owner, { ...lesson.slot, animalName: lesson.animal.name, dependantName: lesson.dependant?.name, animalId: lesson.animal.id, note });
    await tx.booking.update({ where: { id: lesson.id }, data: { noteToldAt: at } });
  }
}

/** Throws, naming what is wrong, unless every lesson asked for was found and none is still to start. */
function refuseUnlessAllStarted(asked: number, found: number, notStarted: Date[]): void {
  const missing = asked - found;
  if (missing > 0) {
    if (asked === 1) throw new NotFoundError(BOOKING_NOT_FOUND);
    const which = plural(missing, {
      one: "Uma das aulas escolhidas não existe ou foi cancelada",
      other: `${missing} das ${asked} aulas escolhidas não existem ou foram canceladas`,
    });
    throw new NotFoundError(`${which}. Nada foi registado: atualize a lista e tente novamente.`);
  }
  if (notStarted.length > 0) {
    if (asked === 1) throw new InvalidInputError(NOT_STARTED_YET);
    const first = new Date(Math.min(...notStarted.map((startsAt) => startsAt.getTime())));
    const when = `${clubTimeOf(first)} de ${shortDateLabel(clubDateOf(first))}`;
    const which = plural(notStarted.length, {
      one: `A aula das ${when} ainda não começou`,
      other: `${notStarted.length} das ${asked} aulas escolhidas ainda não começaram (a primeira às ${when})`,
    });
    throw new InvalidInputError(`${which}. ${NOT_STARTED_YET} Nada foi registado.`);
  }
}
