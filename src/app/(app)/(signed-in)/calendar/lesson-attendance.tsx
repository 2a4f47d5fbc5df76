"use client";

import { useEffect, useState } from "react";
import { loadOverNetwork } from "@/lib/api-client";
import type { NamedBooking } from "@/lib/availability-api";
import { ATTENDANCE_NOT_RECORDED } from "@/lib/attendance-to-record";
import { loadAttendanceApi } from "@/lib/load-attendance-api";
import type { Attendance, LessonRecordJson } from "@/lib/training-record";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { lazyComponent } from "@/components/lazy-component";
import { useTapOnArrival } from "@/components/scheduling/use-tap-on-arrival";
import { toast } from "@/components/toast";
import { LessonRecordView } from "./lesson-record-view";

// The marking of the day view's records and 'Todos presentes', loaded together at the first tap
// on either (lesson-record.tsx shows them until then; docs/performance.md).
export { AllPresent } from "@/components/scheduling/all-present";

// The note's editor loads when it opens.
const LessonNoteEditor = lazyComponent(() => import("./lesson-note-editor").then((module) => module.LessonNoteEditor));

/** A first tap on a record: a mark, or opening the note. */
export type RecordTap = Attendance | "note";

type LessonAttendanceProps = {
  booking: NamedBooking;
  /** The lesson's start, 'HH:mm', naming the buttons for screen readers. */
  time: string;
  /** The calendar reloads, so its other views agree. */
  onSaved: () => void;
  /** The tap that brought this code (lesson-record.tsx), done as it arrives. */
  firstTap?: RecordTap;
};

/**
 * The trainer's record of a started lesson (docs/rules.md, "The training record"): one tap on
 * 'Presente' or 'Faltou' marks it and, when the mark changed, opens the note for the owner;
 * 'Guardar nota' keeps it.
 */
export function LessonAttendance({ booking, time, onSaved, firstTap }: LessonAttendanceProps) {
  const fromServer: LessonRecordJson = { attendance: booking.attendance, trainer_note: booking.trainer_note };
  const [record, setRecord] = useState(fromServer);
  // A reload that brings another record (another device marked it) replaces what was shown.
  const [seen, setSeen] = useState(fromServer);
  if (seen.attendance !== fromServer.attendance || seen.trainer_note !== fromServer.trainer_note) {
    setSeen(fromServer);
    setRecord(fromServer);
  }
  const [draft, setDraft] = useState<string | null>(firstTap === "note" ? (fromServer.trainer_note ?? "") : null);
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
    // A mark that changes the record opens the note: what was worked on is written right after the
    // lesson, and, after 'Todos presentes', why a member marked present was in fact absent.
    const changed = record.attendance !== attendance;
    setSending(attendance);
    save(
      async () => ({ attendance, note: record.trainer_note }),
      () => {
        if (changed) setDraft(record.trainer_note ?? "");
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

  // The tap that brought this code (opening the note is `draft`'s first value).
  useTapOnArrival(firstTap === undefined || firstTap === "note" ? null : () => choose(firstTap));

  return (
    <LessonRecordView
      record={record}
      time={time}
      sending={sending}
      saving={saving}
      onChoose={choose}
      onWriteNote={() => setDraft(record.trainer_note ?? "")}
      editor={
        draft === null ? null : (
          <LessonNoteEditor
            draft={draft}
            onDraftChange={setDraft}
            saving={saving}
            savingNote={saving && sending === null}
            onSave={saveNote}
            onClose={() => setDraft(null)}
          />
        )
      }
      error={error}
    />
  );
}

function loadSchema() {
  return loadOverNetwork(import("@/lib/validations/bookings"));
}
