import type { ReactNode } from "react";

type StatFigureProps = {
  label: string;
  value: string;
  /** A line under the value (the variation against the previous period...). */
  detail?: ReactNode;
  className?: string;
};

/** One headline figure of a statistics screen: its name, its value, and what it is compared with. */
export function StatFigure({ label, value, detail, className = "" }: StatFigureProps) {
  return (
    <li className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">{value}</p>
      {detail && <div className="mt-2 text-sm text-slate-600">{detail}</div>}
    </li>
  );
}
