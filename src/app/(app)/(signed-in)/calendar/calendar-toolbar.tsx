"use client";

import { clubDateParam, type CalendarView } from "@/lib/calendar-navigation";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left-icon";
import { ChevronRightIcon } from "@/components/ui/icons/chevron-right-icon";
import { Button } from "@/components/ui/button";
import { FilterButtons } from "@/components/ui/filter-buttons";
import { DateField } from "@/components/ui/date-field";

type CalendarToolbarProps = {
  view: CalendarView;
  date: string;
  onViewChange: (view: CalendarView) => void;
  onDateChange: (date: string) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
};

const VIEWS = [
  { value: "day", label: "Diária" },
  { value: "week", label: "Semanal" },
] as const;

/** The daily/weekly toggle, the date field (typed day first), previous/next and back to today. */
export function CalendarToolbar({ view, date, onViewChange, onDateChange, onStep, onToday }: CalendarToolbarProps) {
  const unit = view === "day" ? "Dia" : "Semana";
  // Level with the field, below its label: a message under the field grows the bar downwards
  // and moves no button.
  const stepClass = "mt-6 h-11 w-11 shrink-0 px-0! sm:h-10 sm:w-10";
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:flex-wrap sm:items-start sm:justify-between sm:p-4">
      <div className="sm:mt-6">
        <FilterButtons label="Vista do calendário" options={VIEWS} value={view} onChange={onViewChange} />
      </div>
      <div className="flex items-start gap-2">
        <Button type="button" variant="secondary" className={stepClass} aria-label={`${unit} anterior`} onClick={() => onStep(-1)}>
          <ChevronLeftIcon />
        </Button>
        {/* The calendar moves once the typed date is whole, not at each keystroke. */}
        <DateField
          label="Data"
          value={date}
          spelledOut={false}
          onChange={(next) => {
            const whole = clubDateParam(next);
            if (whole) onDateChange(whole);
          }}
          className="min-w-0 flex-1 sm:w-44 sm:flex-none"
        />
        <Button type="button" variant="secondary" className={stepClass} aria-label={`${unit} seguinte`} onClick={() => onStep(1)}>
          <ChevronRightIcon />
        </Button>
        <Button type="button" variant="secondary" className="mt-6" onClick={onToday}>
          Hoje
        </Button>
      </div>
    </div>
  );
}
