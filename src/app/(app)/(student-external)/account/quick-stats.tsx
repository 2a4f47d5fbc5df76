"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { loadQuickStats } from "@/lib/statistics-api";
import type { QuickStatsJson } from "@/lib/statistics-json";
import { formatCount } from "@/lib/statistics-labels";
import { StatFigure } from "@/components/statistics/stat-figure";
import { toast } from "@/components/toast";
import { FormAlert } from "@/components/ui/form-alert";

/** The member's quick stats: lessons given and their hours, animals, this month's lessons. */
export function QuickStats() {
  const [stats, setStats] = useState<QuickStatsJson | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () =>
      loadWhileCurrent(loadQuickStats(), setStats, (failure) => {
        const message = errorMessage(failure, "Erro ao carregar estatísticas");
        setError(message);
        toast.error(message);
      }),
    [],
  );

  return (
    <section aria-labelledby="quick-stats">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="quick-stats" className="text-lg font-semibold text-slate-900">
          Resumo
        </h2>
        <Link href="/statistics" className="text-sm font-medium text-brand-700 hover:underline">
          Ver estatísticas
        </Link>
      </div>
      <div className="mt-3">
        <FormAlert message={error} />
        {!stats && !error && (
          <p role="status" className="text-sm text-slate-600">
            A carregar estatísticas...
          </p>
        )}
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
