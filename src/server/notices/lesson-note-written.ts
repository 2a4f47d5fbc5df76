import type { SqlTx } from "@/server/db";
import { lessonLines, lessonMoment, type NoticeLesson } from "@/server/notices/lesson-lines";
import { absoluteUrl, notify, type Recipient } from "@/server/notices/notify";
import { quoted } from "@/server/notices/written-text";

// The owner hears of a note (docs/rules.md, "The training record", "Notices"): the trainer wrote
// a note about their animal's lesson. The note is the trainer's words, each of its lines in «»
// (quoted()), so none can pass for ACE's own lines (a note's line 'Abrir no ACE: http://…' reads
// '«Abrir no ACE: http://…»'); the link is ACE's, to the animal's training record.

/** A phone's notification: the note's start, on one line. */
const PUSH_NOTE_LENGTH = 120;

export type NotedLesson = NoticeLesson & { animalId: number; note: string };

/** Tells the owner once; the caller decides whether (once per lesson, the owner's choice). Call it in the marking's transaction. */
export async function noticeLessonNoteWritten(tx: SqlTx, owner: Recipient, lesson: NotedLesson): Promise<void> {
  const flat = lesson.note.replace(/\s*\n\s*/g, " ").replace(/[«»]/g, '"');
  const short = flat.length > PUSH_NOTE_LENGTH ? `${flat.slice(0, PUSH_NOTE_LENGTH - 1).trimEnd()}…` : flat;
  const record = `/animals/${lesson.animalId}`;
  await notify(tx, owner, {
    title: `Nota do treinador: aula de ${lessonMoment(lesson.startsAt)}`,
    body: `Aula de ${lesson.animalName} de ${lessonMoment(lesson.startsAt)}: «${short}»`,
    url: record,
    mail: [
      "O treinador deixou uma nota sobre a aula:",
      "",
      ...lessonLines(lesson),
      "",
      "A nota do treinador:",
      ...lesson.note.split("\n").map((line) => (line.trim() === "" ? "" : quoted(line))),
      "",
      `Ver o registo de treino: ${absoluteUrl(record)}`,
    ],
    linkLine: false,
  });
}
