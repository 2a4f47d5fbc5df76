import { addYears, differenceInCalendarDays, format, parseISO } from "date-fns";
import { z } from "zod";
import { calendarDateSchema } from "@/lib/validations/common";

// The statistics range (docs/rules.md, "Statistics"): two club dates, both required, start <= end, at most
// 5 years. Shared by GET /api/bookings/statistics, its CSV export and the statistics screen.

export const SELECT_DATES = "Por favor, selecione as datas de início e fim.";
export const START_AFTER_END = "A data de início tem de ser anterior ou igual à data de fim.";
export const MAX_RANGE_YEARS = 5;
export const RANGE_TOO_LONG = `O período não pode exceder ${MAX_RANGE_YEARS} anos.`;

export const statisticsRangeQuerySchema = z
  .object({
    start_date: calendarDateSchema(SELECT_DATES),
    end_date: calendarDateSchema(SELECT_DATES),
  })
  .refine((range) => range.start_date <= range.end_date, { error: START_AFTER_END, when: bothDatesValid })
  .refine((range) => range.end_date < sameDayYearsLater(range.start_date, MAX_RANGE_YEARS), { error: RANGE_TOO_LONG, when: bothDatesValid });

/** zod runs an object's refinements even when a field failed; these compare two real dates. */
function bothDatesValid(payload: { issues: readonly unknown[] }): boolean {
  return payload.issues.length === 0;
}

/** '2021-03-10' -> '2026-03-10': the first day past a range of `years` years from `date`. */
function sameDayYearsLater(date: string, years: number): string {
  return format(addYears(parseISO(date), years), "yyyy-MM-dd");
}

/** How many club days a range holds, both ends included ('2026-11-01'..'2026-11-30' -> 30). */
export function rangeDays(startDate: string, endDate: string): number {
  return differenceInCalendarDays(parseISO(endDate), parseISO(startDate)) + 1;
}

export type StatisticsRange = z.infer<typeof statisticsRangeQuerySchema>;
