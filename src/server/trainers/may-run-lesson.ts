import { Prisma } from "@/generated/prisma/client";
import { ForbiddenError } from "@/server/errors";
import type { Viewer } from "@/server/viewer";

// Who runs a lesson (docs/rules.md, "Each lesson's trainer"): the trainer runs every lesson of
// the club; an assistant trainer only the lessons they give (the slot's `trainer_id`). Running a
// lesson is booking a member into it, cancelling it with a reason, marking attendance and writing
// notes, and seeing its participants' details (phone, the animal's papers). This file is the one
// place the rule lives: the use cases call it, and the query form below says the same thing.

/** The lesson as the rule needs it: who gives it (null: a slot made before any trainer existed). */
export type RunLesson = { trainerId: number | null };

export const NOT_YOUR_LESSON = "Esta aula é dada por outro treinador: só pode gerir as aulas que dá.";

/** May this staff member run the lesson? Never a member. */
export function mayRunLesson(viewer: Viewer, lesson: RunLesson): boolean {
  if (viewer.role === "trainer") return true;
  return viewer.role === "assistant" && lesson.trainerId === viewer.id;
}

/** Refuses (403) a lesson this staff member may not run. */
export function assertMayRunLesson(viewer: Viewer, lesson: RunLesson): void {
  if (!mayRunLesson(viewer, lesson)) throw new ForbiddenError(NOT_YOUR_LESSON);
}

/** The same rule inside a query, on a slot alias ('s'): true for the lessons the viewer may run. */
export function mayRunLessonSql(viewer: Viewer, slot: string): Prisma.Sql {
  if (viewer.role === "trainer") return Prisma.sql`true`;
  if (viewer.role !== "assistant") return Prisma.sql`false`;
  return Prisma.sql`${Prisma.raw(`"${slot}"."trainer_id"`)} = ${viewer.id}`;
}
