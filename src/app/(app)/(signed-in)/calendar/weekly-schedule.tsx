import type { ReactNode } from "react";
import { longDateLabel } from "@/lib/calendar-labels";
import { weekDayHeading, weekRangeLabel } from "@/lib/week-labels";
import type { Slot } from "@/lib/availability-api";
import { ClosedDayNote } from "@/components/scheduling/closed-day-note";
import type { CalendarDay } from "./use-calendar-slots";

type WeeklyScheduleProps = {
  days: CalendarDay[];
  today: string;
  renderSlot: (slot: Slot) => ReactNode;
  /** Opens the daily view of a date. */
  onOpenDay: (date: string) => void;
};

/** The weekly view, Monday first: seven columns on a wide screen, the days stacked on a phone. */
export function WeeklySchedule({ days, today, renderSlot, onOpenDay }: WeeklyScheduleProps) {
  return (
    <section aria-labelledby="calendar-week-title" className="space-y-3">
      <h2 id="calendar-week-title" className="text-lg font-semibold text-slate-900">
        {days[0] ? weekRangeLabel(days[0].date) : null}
      </h2>
      <div className="grid gap-3 lg:grid-cols-7 lg:gap-2">
        {days.map((day) => {
          const heading = weekDayHeading(day.date);
          const isToday = day.date === today;
          return (
            <section
              key={day.date}
              aria-label={longDateLabel(day.date, today)}
              className={`rounded-2xl border bg-white p-2.5 ${isToday ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200"}`}
            >
              <h3>
                <button
                  type="button"
                  onClick={() => onOpenDay(day.date)}
                  className="flex min-h-11 w-full items-center gap-2 rounded-lg px-1 py-1 text-left hover:bg-slate-100 lg:min-h-0 lg:flex-col lg:items-baseline lg:gap-0"
                >
                  <span className={`text-sm font-bold ${isToday ? "text-brand-700" : "text-slate-900"}`}>{heading.weekday}</span>
                  <span className="text-sm text-slate-600">{heading.day}</span>
                </button>
              </h3>
              <ClosedDayNote closure={day.closure} compact />
              {day.slots.length === 0 ? (
                !day.closure && <p className="px-1 py-2 text-xs text-slate-500">Sem horários</p>
              ) : (
                <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">{day.slots.map(renderSlot)}</ul>
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}
