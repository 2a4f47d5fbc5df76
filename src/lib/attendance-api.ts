import { idempotentWrite } from "@/lib/idempotent-write";
import type { Attendance, MarkAttendanceJson, MarkLessonsAttendanceJson } from "@/lib/training-record";

// The browser's calls of the training record, apart from booking-api.ts: loaded at the first mark
// (lib/load-attendance-api.ts), not with the blocks that show the marks.

/** The trainer marks a started lesson present or absent, with the note for its owner (null clears it). */
export function markAttendance(id: number, body: { attendance: Attendance; note: string | null }) {
  return idempotentWrite<MarkAttendanceJson>(`/bookings/${id}/attendance`, { method: "PUT", body });
}

/** The trainer marks several started lessons at once ('Todos presentes'): all of them, or none. */
export function markLessonsAttendance(bookingIds: readonly number[], attendance: Attendance) {
  return idempotentWrite<MarkLessonsAttendanceJson>("/bookings/attendance", { method: "PUT", body: { booking_ids: bookingIds, attendance } });
}
