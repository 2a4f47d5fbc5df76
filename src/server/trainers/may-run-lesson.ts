import { ForbiddenError } from "@/server/errors";
import type { Viewer } from "@/server/viewer";
import { mayRunLesson, type RunLesson } from "@/lib/may-run-lesson";

// Who runs a lesson (docs/rules.md, "Each lesson's trainer"): the trainer runs every lesson of
// the club; an assistant trainer only the lessons they give (the slot's `trainer_id`). Running a
// lesson is booking a member into it, cancelling it with a reason, marking attendance and writing
// notes, and seeing its training record and the animal's papers. The rule itself is
// src/lib/may-run-lesson.ts (the screens offer the actions with it); the use cases refuse with it
// here.

export { mayRunLesson, type RunLesson };

export const NOT_YOUR_LESSON = "Esta aula é dada por outro treinador: só pode gerir as aulas que dá.";

/** Refuses (403) a lesson this staff member may not run. */
export function assertMayRunLesson(viewer: Viewer, lesson: RunLesson): void {
  if (!mayRunLesson(viewer, lesson)) throw new ForbiddenError(NOT_YOUR_LESSON);
}

