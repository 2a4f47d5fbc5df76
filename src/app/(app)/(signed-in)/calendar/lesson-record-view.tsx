import type { ReactNode } from "react";
import { ATTENDANCE_LABELS, ATTENDANCE_UNMARKED, type Attendance, type LessonRecordJson } from "@/lib/training-record";
import { Button, Spinner } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

const PRESSED: Record<Attendance, string> = {
  present: "border-green-700 bg-green-700 text-white",
  absent: "border-red-700 bg-red-700 text-white",
};

type LessonRecordViewProps = {
  record: LessonRecordJson;
  /** The lesson's start, 'HH:mm', naming the buttons for screen readers. */
  time: string;
  /** The mark whose call is under way, if any (its button shows so). */
  sending: Attendance | null;
  /** A call is under way: every button waits. */
  saving: boolean;
  onChoose: (attendance: Attendance) => void;
  onWriteNote: () => void;
  /** The note's editor while it is open, in place of the note and its button. */
  editor: ReactNode;
  error: string | null;
};

/**
 * A started lesson's record as it shows (docs/rules.md, "The training record"): the mark, its two
 * buttons, the note for the owner. lesson-attendance.tsx marks; the calendar shows this alone until
 * the first tap (lesson-record.tsx).
 */
export function LessonRecordView({ record, time, sending, saving, onChoose, onWriteNote, editor, error }: LessonRecordViewProps) {
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
              onClick={() => onChoose(attendance)}
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
      {editor ?? (
        <>
          {record.trainer_note && (
            <p className="text-sm break-words whitespace-pre-line text-slate-800">
              <span className="font-medium">Nota: </span>
              {record.trainer_note}
            </p>
          )}
          {record.attendance && (
            <Button type="button" variant="ghost" onClick={onWriteNote} className="-ml-4">
              {record.trainer_note ? "Editar nota" : "Escrever nota"}
            </Button>
          )}
        </>
      )}
      <FormAlert message={error} />
    </div>
  );
}
