"use client";

import { useState } from "react";
import { ATTENDANCES_NOT_RECORDED } from "@/lib/attendance-to-record";
import { loadAttendanceApi } from "@/lib/load-attendance-api";
import { afterAnswer, useFormSubmission } from "@/components/forms/use-form-submission";
import { AllPresentView } from "@/components/scheduling/all-present-view";
import { useTapOnArrival } from "@/components/scheduling/use-tap-on-arrival";
import { toast } from "@/components/toast";

type AllPresentProps = {
  /** The day's started lessons not marked yet, as the screen last read them. */
  bookingIds: readonly number[];
  /** The screen reads its lessons again: after marking, and after a refusal (the day changed meanwhile), not after a network failure. */
  onSettled: () => void;
  /** The tap that brought this code (the calendar shows the view alone until then: calendar/lesson-record.tsx), done as it arrives. */
  firstTap?: boolean;
};

/**
 * 'Todos presentes' (docs/rules.md, "The training record"): how many of a day's started lessons
 * are still to be marked, and one tap that marks them all present through one call, all or none.
 * Each lesson can be changed on its own afterwards. Disabled when none is left.
 */
export function AllPresent({ bookingIds, onSettled, firstTap = false }: AllPresentProps) {
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

  useTapOnArrival(firstTap ? markAllPresent : null);

  return <AllPresentView toMark={toMark.length} saving={saving} error={error} onMark={markAllPresent} />;
}
