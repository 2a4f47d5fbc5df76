// A closed period (docs/rules.md, "Closures") as the API shows it, for the server that writes it
// and the browser that reads it. Dates are club dates 'yyyy-MM-dd', both ends included.

export type ClosureJson = { id: number; start_date: string; end_date: string; reason: string };

/** What closing a period did (POST /api/availability/closures answers it, 201). */
export type ClosePeriodJson = {
  closure: ClosureJson;
  cancelled_bookings: number;
  blocked_slots: number;
  removed_waitlist: number;
};

/**
 * What reopening a period did (DELETE /api/availability/closures/{id} answers it): the slots
 * unblocked, the standing lessons booked again and the members told the days are open again.
 */
export type ReopenPeriodJson = { message: string; unblocked_slots: number; rebooked_standing: number; told: number };

/** What closing a period would do now (the confirmation's figures). */
export type ClosurePreviewJson = { blocked_slots: number; cancelled_bookings: number; removed_waitlist: number };

/** At most this many days, both ends counted. */
export const MAX_CLOSURE_DAYS = 366;
export const CLOSURE_REASON_MAX = 500;

/** How the calendar names a closed day: 'Encerrado: Férias de Natal'. */
export const closedDayLabel = (closure: Pick<ClosureJson, "reason">) => `Encerrado: ${closure.reason}`;

/** The closure covering a club date, if any (the earliest when several overlap). */
export function closureOn<C extends Pick<ClosureJson, "start_date" | "end_date">>(closures: readonly C[], date: string): C | null {
  return closures.find((closure) => closure.start_date <= date && date <= closure.end_date) ?? null;
}
