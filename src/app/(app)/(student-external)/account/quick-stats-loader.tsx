"use client";

import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { loadQuickStats } from "@/lib/statistics-api";
import type { QuickStatsJson } from "@/lib/statistics-json";
import { toast } from "@/components/toast";
import { FormAlert } from "@/components/ui/form-alert";
import { QuickStats } from "./quick-stats";

/** The quick stats when the page could not read them: loaded here, with an error toast and alert. */
export function QuickStatsLoader() {
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
    <QuickStats stats={stats}>
      <FormAlert message={error} />
      {!stats && !error && (
        <p role="status" className="text-sm text-slate-600">
          A carregar estatísticas...
        </p>
      )}
    </QuickStats>
  );
}
