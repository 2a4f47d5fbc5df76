"use client";

import { useEffect, useState } from "react";
import { loadOverNetwork } from "@/lib/api-client";
import type { NamedBooking } from "@/lib/availability-api";
import { ATTENDANCE_NOT_RECORDED } from "@/lib/attendance-to-record";
import { loadAttendanceApi } from "@/lib/load-attendance-api";
import { ATTENDANCE_LABELS, ATTENDANCE_UNMARKED, type Attendance, type LessonRecordJson } from "@/lib/training-record";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { lazyComponent } from "@/components/lazy-component";
import { toast } from "@/components/toast";
import { Button, Spinner } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

// 'Todos presentes' shows with the day's started lessons: one chunk loads both (docs/performance.md).
export { AllPresent } from "@/components/scheduling/all-present";

// The note's editor loads when it opens: the trainer's calendar shows this block for every
// started lesson on its first load, and stays within its 130 kB (docs/performance.md).
const LessonNoteEditor = lazyComponent(() => import("./lesson-note-editor").then((module) => module.LessonNoteEditor));

const PRESSED: Record<Attendance, string> = {
  present: "border-green-700 bg-green-700 text-white",
  absent: "border-red-700 bg-red-700 text-white",
};

type LessonAttendanceProps = {
  booking: NamedBooking;
  /** The lesson's start, 'HH:mm', naming the buttons for screen readers. */
  time: string;
  /** The calendar reloads, so its other views agree. */
  onSaved: () => void;
};

/**
 * The trainer's record of a started lesson (docs/rules.md, "The training record"): one tap on
 * 'Presente' or 'Faltou' marks it, and opens the note for the owner; 'Guardar nota' keeps it.
 */
export function LessonAttendance({ booking, time, onSaved }: LessonAttendanceProps) {
  const fromServer: LessonRecordJson = { attendance: booking.attendance, trainer_note: booking.trainer_note };
  const [record, setRecord] = useState(fromServer);
  // A reload that brings another record (another device marked it) replaces what was shown.
  const [seen, setSeen] = useState(fromServer);
  if (seen.attendance !== fromServer.attendance || seen.trainer_note !== fromServer.trainer_note) {
    setSeen(fromServer);
    setRecord(fromServer);
  }
  const [draft, setDraft] = useState<string | null>(null);
  const { error, saving, run, invalid } = useFormSubmission("Erro ao registar a presença.", ATTENDANCE_NOT_RECORDED);
  // Which button's call is under way, for it to show so.
  const [sending, setSending] = useState<Attendance | null>(null);
  // The note's schema comes while the note is written, so that 'Guardar nota' sends at once.
  const writing = draft !== null;
  useEffect(() => {
    if (writing) void loadSchema().catch(() => {});
  }, [writing]);

  /** Records `mark()` (null: the form said why not), busy from the tap; then `after`. */
  function save(mark: () => Promise<{ attendance: Attendance; note: string | null } | null>, after: () => void) {
    void run(async () => {
      const body = await mark();
      if (!body) return;
      const { markAttendance } = await loadAttendanceApi();
      const answer = await markAttendance(booking.id, body);
      setRecord({ attendance: answer.booking.attendance, trainer_note: answer.booking.trainer_note });
      toast.success(answer.message);
      after();
      onSaved();
    });
  }

  function choose(attendance: Attendance) {
    // The first mark opens the note: what was worked on is written right after the lesson.
    const first = record.attendance === null;
    setSending(attendance);
    save(
      async () => ({ attendance, note: record.trainer_note }),
      () => {
        if (first) setDraft(record.trainer_note ?? "");
      },
    );
  }

  function saveNote() {
    const attendance = record.attendance;
    if (attendance === null || draft === null) return;
    setSending(null);
    save(async () => {
      // Loaded when a note is written, not with the calendar: zod is no part of the screen's first load.
      const { markAttendanceBodySchema } = await loadSchema();
      const parsed = markAttendanceBodySchema.safeParse({ attendance, note: draft });
      if (parsed.success) return { attendance: parsed.data.attendance, note: parsed.data.note };
      invalid(parsed.error.issues[0].message);
      return null;
    }, () => setDraft(null));
  }

  return (
    <div role="group" aria-label={`Presença na aula das ${time}`} className="space-y-2">
      <p className="text-sm font-medium text-slate-700">
        {record.attendance ? `Presença: ${ATTENDANCE_LABELS[record.attendance]}` : ATTENDANCE_UNMARKED}
      </p>
      <div className="grid grid-cols-2 gap-2">
        {(["present", "absent"] as const).map((attendance) => {
          const pressed = record.attendance === attendance;
          return (
            <button
              key={attendance}
              type="button"
              aria-pressed={pressed}
              aria-busy={saving && sending === attendance}
              disabled={saving}
              onClick={() => choose(attendance)}
              className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${
                pressed ? PRESSED[attendance] : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
              }`}
            >
              {saving && sending === attendance ? <Spinner /> : pressed && <span aria-hidden="true">✓</span>}
              {ATTENDANCE_LABELS[attendance]}
            </button>
          );
        })}
      </div>
      {draft !== null ? (
        <LessonNoteEditor
          draft={draft}
          onDraftChange={setDraft}
          saving={saving}
          savingNote={saving && sending === null}
          onSave={saveNote}
          onClose={() => setDraft(null)}
        />
      ) : (
        <>
          {record.trainer_note && (
            <p className="text-sm break-words whitespace-pre-line text-slate-800">
              <span className="font-medium">Nota: </span>
              {record.trainer_note}
            </p>
          )}
          {record.attendance && (
            <Button type="button" variant="ghost" onClick={() => setDraft(record.trainer_note ?? "")} className="-ml-4">
              {record.trainer_note ? "Editar nota" : "Escrever nota"}
            </Button>
          )}
        </>
      )}
      <FormAlert message={error} />
    </div>
  );
}

function loadSchema() {
  return loadOverNetwork(import("@/lib/validations/bookings"));
}
