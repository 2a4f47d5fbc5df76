"use client";

import { useId } from "react";
import { INPUT_CLASS } from "@/components/ui/input-class";
import { yearChoices, type MonthChoice } from "./payments-query";

const MONTH_NAMES = [
  "Janeiro",
  "Fevereiro",
  "Março",
  "Abril",
  "Maio",
  "Junho",
  "Julho",
  "Agosto",
  "Setembro",
  "Outubro",
  "Novembro",
  "Dezembro",
];

type MonthPickerProps = {
  /** Names the pair for screen readers ('Mês', 'Início', 'Fim'); shown when `showLegend`. */
  legend: string;
  showLegend?: boolean;
  value: MonthChoice;
  onChange: (value: MonthChoice) => void;
};

/** A year select (current year -2 ... +2) and a month select with the Portuguese month names. */
export function MonthPicker({ legend, showLegend = false, value, onChange }: MonthPickerProps) {
  const yearId = useId();
  const monthId = useId();
  return (
    <fieldset className="min-w-0">
      <legend className={showLegend ? "mb-1 text-sm font-semibold text-slate-900" : "sr-only"}>{legend}</legend>
      <div className="flex gap-2">
        <div className="w-28 shrink-0">
          <label htmlFor={yearId} className="mb-1 block text-sm font-medium text-slate-700">
            Ano
          </label>
          <select
            id={yearId}
            value={value.year}
            onChange={(event) => onChange({ ...value, year: event.target.value })}
            className={INPUT_CLASS}
          >
            <option value="">Ano</option>
            {yearChoices().map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
          <label htmlFor={monthId} className="mb-1 block text-sm font-medium text-slate-700">
            Mês
          </label>
          <select
            id={monthId}
            value={value.month}
            onChange={(event) => onChange({ ...value, month: event.target.value })}
            className={INPUT_CLASS}
          >
            <option value="">Mês</option>
            {MONTH_NAMES.map((name, index) => (
              <option key={name} value={String(index + 1).padStart(2, "0")}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
