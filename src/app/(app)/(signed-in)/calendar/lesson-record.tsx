"use client";

import { useState } from "react";
import type { NamedBooking } from "@/lib/availability-api";
import { ATTENDANCE_NOT_RECORDED, ATTENDANCES_NOT_RECORDED } from "@/lib/attendance-to-record";
import { loadAttendanceApi } from "@/lib/load-attendance-api";
import { AllPresentView } from "@/components/scheduling/all-present-view";
import { toast } from "@/components/toast";
import type { RecordTap } from "./lesson-attendance";
import { LessonRecordView } from "./lesson-record-view";

// The day view's training record as it first shows: each started lesson's record and 'Todos
// presentes'. Their marking (the calls, the forms, the note's editor: lesson-attendance.tsx) loads
// at the first tap on one of them, which it then does: the trainer's calendar shows a record for
// every started lesson, and most visits only look (docs/performance.md). When the network cannot
// bring it, the tap says that nothing was recorded, as a failed call does; offline it is not even
// asked for, since the browser would keep that failure until the page is loaded again.

type Marking = typeof import("./lesson-attendance");

/**
 * The marking's code, or null when the network cannot bring it. The calls' code (attendance-api)
 * is asked for at the same moment, not once the marking asks for it: the tap's mark goes out
 * after one wait for code instead of two (the marking's own request for it finds it on its way).
 */
function loadMarking(): Promise<Marking | null> {
  if (!navigator.onLine) return Promise.resolve(null);
  void loadAttendanceApi().catch(() => {}); // a failure is the marking's to say, when it asks
  return import("./lesson-attendance").catch(() => null);
}

/** The first tap (`loading` until the marking is here, then `live`), or what it says when the marking cannot come. */
function useFirstTap<Tap>(notRecorded: string) {
  const [live, setLive] = useState<{ marking: Marking; tap: Tap } | null>(null);
  const [loading, setLoading] = useState<Tap | null>(null);
  const [error, setError] = useState<string | null>(null);
  function tap(first: Tap) {
    if (loading !== null) return;
    setError(null);
    setLoading(first);
    void loadMarking().then((marking) => {
      setLoading(null);
      if (marking) return setLive({ marking, tap: first });
      setError(notRecorded);
      toast.error(notRecorded);
    });
  }
  return { live, loading, error, tap };
}

type LessonRecordProps = {
  booking: NamedBooking;
  /** The lesson's start, 'HH:mm'. */
  time: string;
  /** The calendar reloads, so its other views agree. */
  onSaved: () => void;
};

/** A started lesson's record (docs/rules.md, "The training record"); LessonAttendance from the first tap. */
export function LessonRecord({ booking, time, onSaved }: LessonRecordProps) {
  const { live, loading, error, tap } = useFirstTap<RecordTap>(ATTENDANCE_NOT_RECORDED);
  if (live) return <live.marking.LessonAttendance booking={booking} time={time} onSaved={onSaved} firstTap={live.tap} />;
  const marking = loading === "note" ? null : loading;
  return (
    <LessonRecordView
      record={{ attendance: booking.attendance, trainer_note: booking.trainer_note }}
      time={time}
      sending={marking}
      saving={marking !== null}
      onChoose={tap}
      onWriteNote={() => tap("note")}
      editor={null}
      error={error}
    />
  );
}

type DayAllPresentProps = {
  /** The day's started lessons not marked yet. */
  bookingIds: readonly number[];
  /** The calendar reads its lessons again once they are marked. */
  onSettled: () => void;
};

/** 'Todos presentes' on the day view; AllPresent from the first tap. */
export function DayAllPresent({ bookingIds, onSettled }: DayAllPresentProps) {
  const { live, loading, error, tap } = useFirstTap<true>(ATTENDANCES_NOT_RECORDED);
  if (live) return <live.marking.AllPresent bookingIds={bookingIds} onSettled={onSettled} firstTap />;
  return <AllPresentView toMark={bookingIds.length} saving={loading !== null} error={error} onMark={() => tap(true)} />;
}
