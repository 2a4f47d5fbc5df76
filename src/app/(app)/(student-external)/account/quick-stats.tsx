import type { ReactNode } from "react";
import type { QuickStatsJson } from "@/lib/statistics-json";
import { formatCount } from "@/lib/statistics-labels";
import { AppLink } from "@/components/navigation/app-link";
import { StatFigure } from "@/components/statistics/stat-figure";

/**
 * The member's quick stats: lessons given and their hours, animals, this month's lessons. The
 * page renders it on the server with its figures; `children` is what QuickStatsLoader shows
 * instead while it loads them itself (the page could not read them) or when that fails.
 */
export function QuickStats({ stats, children }: { stats: QuickStatsJson | null; children?: ReactNode }) {
  return (
    <section aria-labelledby="quick-stats">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="quick-stats" className="text-lg font-semibold text-slate-900">
          Resumo
        </h2>
        <AppLink href="/statistics" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
          Ver estatísticas
        </AppLink>
      </div>
      <div className="mt-3">
        {children}
        {stats && (
          <ul aria-label="Resumo das suas aulas" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatFigure label="Aulas realizadas" value={formatCount(stats.total_lessons)} />
            <StatFigure label="Horas de aula" value={formatCount(stats.total_hours)} />
            <StatFigure label="Animais" value={formatCount(stats.total_animals)} />
            <StatFigure label="Aulas este mês" value={formatCount(stats.month)} />
          </ul>
        )}
      </div>
    </section>
  );
}
