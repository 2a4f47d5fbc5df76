import type { ReactNode } from "react";
import { longDateLabel } from "@/lib/calendar-labels";
import type { Slot } from "@/lib/availability-api";
import { ClosedDayNote } from "@/components/scheduling/closed-day-note";
import type { CalendarDay } from "./use-calendar-slots";

type DailyScheduleProps = {
  day: CalendarDay;
  today: string;
  renderSlot: (slot: Slot) => ReactNode;
  /** Above the lessons: the trainer's 'Todos presentes' on a day with started lessons. */
  attendance?: ReactNode;
};

/** The daily view: the day's slots, one under the other (works on a phone); a closed day says so first. */
export function DailySchedule({ day, today, renderSlot, attendance = null }: DailyScheduleProps) {
  return (
    <section aria-labelledby="calendar-day-title" className="space-y-3">
      <h2 id="calendar-day-title" className="text-lg font-semibold text-slate-900">
        {longDateLabel(day.date, today)}
      </h2>
      <ClosedDayNote closure={day.closure} />
      {day.slots.length === 0 ? (
        !day.closure && (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
            Não há horários para este dia.
          </p>
        )
      ) : (
        <>
          {attendance && <div className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">{attendance}</div>}
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{day.slots.map(renderSlot)}</ul>
        </>
      )}
    </section>
  );
}
