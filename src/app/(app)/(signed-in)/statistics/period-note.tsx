import { shortDateLabel } from "@/lib/short-date-label";

/** Which period the figures below are for: 'De 01/11/2026 a 30/11/2026'. */
export function PeriodNote({ startDate, endDate }: { startDate: string; endDate: string }) {
  return (
    <p className="text-sm text-slate-600">
      De <span className="font-medium text-slate-900">{shortDateLabel(startDate)}</span> a{" "}
      <span className="font-medium text-slate-900">{shortDateLabel(endDate)}</span>
    </p>
  );
}
