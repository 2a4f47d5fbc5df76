"use client";

import { useState, type FormEvent } from "react";
import { statisticsRangeQuerySchema, type StatisticsRange } from "@/lib/validations/statistics";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { Button, buttonClass } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { DateField } from "@/components/ui/date-field";
import { LOAD_FAILED } from "./use-statistics";

type StatisticsRangeFormProps = {
  range: StatisticsRange;
  onApply: (range: StatisticsRange) => void;
  /** The trainer's CSV of the range shown (null for members). */
  exportHref: string | null;
};

/** The range of the statistics: two club dates, checked with the API's own schema before any call. */
export function StatisticsRangeForm({ range, onApply, exportHref }: StatisticsRangeFormProps) {
  const [startDate, setStartDate] = useState(range.start_date);
  const [endDate, setEndDate] = useState(range.end_date);
  const { error, fail, clearError } = useFormSubmission(LOAD_FAILED);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = statisticsRangeQuerySchema.safeParse({ start_date: startDate, end_date: endDate });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? LOAD_FAILED);
    clearError();
    onApply(parsed.data);
  }

  return (
    <section aria-labelledby="statistics-range" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="statistics-range" className="text-lg font-semibold text-slate-900">
        Período
      </h2>
      <form onSubmit={handleSubmit} noValidate className="mt-3 space-y-3">
        <FormAlert message={error} />
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
          <DateField label="Data de início" value={startDate} onChange={setStartDate} />
          <DateField label="Data de fim" value={endDate} onChange={setEndDate} />
          <Button type="submit" className="col-span-2 sm:col-span-1">
            Ver estatísticas
          </Button>
          {exportHref && (
            <a
              href={exportHref}
              download
              className={buttonClass("secondary", "col-span-2 sm:col-span-1")}
            >
              Exportar CSV
            </a>
          )}
        </div>
      </form>
    </section>
  );
}
