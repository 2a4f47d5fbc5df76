"use client";

import { useState } from "react";
import { ALL_PRESENT_LABEL, ATTENDANCE_ALL_RECORDED, ATTENDANCES_NOT_RECORDED, attendanceToRecordLabel } from "@/lib/attendance-to-record";
import { loadAttendanceApi } from "@/lib/load-attendance-api";
import { afterAnswer, useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

type AllPresentProps = {
  /** The day's started lessons not marked yet, as the screen last read them. */
  bookingIds: readonly number[];
  /** The screen reads its lessons again: after marking, and after a refusal (the day changed meanwhile), not after a network failure. */
  onSettled: () => void;
};

/**
 * 'Todos presentes' (docs/rules.md, "The training record"): how many of a day's started lessons
 * are still to be marked, and one tap that marks them all present through one call, all or none.
 * Each lesson can be changed on its own afterwards. Disabled when none is left.
 */
export function AllPresent({ bookingIds, onSettled }: AllPresentProps) {
  // Marked here while the screen's own lessons are read again, so a second tap sends nothing twice.
  const [marked, setMarked] = useState<ReadonlySet<number>>(() => new Set());
  const toMark = bookingIds.filter((id) => !marked.has(id));
  const { error, saving, run } = useFormSubmission("Erro ao registar as presenças.", ATTENDANCES_NOT_RECORDED);

  function markAllPresent() {
    void run(async () => {
      const { markLessonsAttendance } = await loadAttendanceApi();
      const answer = await afterAnswer(markLessonsAttendance(toMark, "present"), onSettled);
      setMarked(new Set([...marked, ...toMark]));
      toast.success(answer.message);
    });
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" className={`text-sm font-semibold ${toMark.length > 0 ? "text-amber-900" : "text-green-800"}`}>
          {toMark.length > 0 ? attendanceToRecordLabel(toMark.length) : ATTENDANCE_ALL_RECORDED}
        </p>
        <Button type="button" onClick={markAllPresent} busy={saving} disabled={toMark.length === 0}>
          {ALL_PRESENT_LABEL}
        </Button>
      </div>
      <FormAlert message={error} />
    </div>
  );
}
