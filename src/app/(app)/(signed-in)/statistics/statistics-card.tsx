import { useId, type ReactNode } from "react";

type StatisticsCardProps = {
  title: string;
  subtitle?: string;
  /** No lessons to show: a short note instead of the chart and table. */
  empty?: boolean;
  children: ReactNode;
};

/** A section of the statistics screen: a titled card holding a chart and its table. */
export function StatisticsCard({ title, subtitle, empty = false, children }: StatisticsCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {subtitle && <p className="text-sm text-slate-600">{subtitle}</p>}
      <div className="mt-4 space-y-4">
        {empty ? <p className="text-sm text-slate-600">Sem aulas neste período.</p> : children}
      </div>
    </section>
  );
}
