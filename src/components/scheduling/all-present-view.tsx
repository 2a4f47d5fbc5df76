import { ALL_PRESENT_LABEL, ATTENDANCE_ALL_RECORDED, attendanceToRecordLabel } from "@/lib/attendance-to-record";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

type AllPresentViewProps = {
  /** How many of the day's started lessons are still to be marked. */
  toMark: number;
  saving: boolean;
  error: string | null;
  onMark: () => void;
};

/**
 * 'Todos presentes' as it shows (all-present.tsx marks; the calendar shows this alone until the
 * first tap: calendar/lesson-record.tsx): how many lessons are left to mark, and the one tap.
 */
export function AllPresentView({ toMark, saving, error, onMark }: AllPresentViewProps) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" className={`text-sm font-semibold ${toMark > 0 ? "text-amber-900" : "text-green-800"}`}>
          {toMark > 0 ? attendanceToRecordLabel(toMark) : ATTENDANCE_ALL_RECORDED}
        </p>
        <Button type="button" onClick={onMark} busy={saving} disabled={toMark === 0}>
          {ALL_PRESENT_LABEL}
        </Button>
      </div>
      <FormAlert message={error} />
    </div>
  );
}
