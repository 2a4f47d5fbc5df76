"use client";

import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { loadStatistics } from "@/lib/statistics-api";
import type { BookingStatisticsJson } from "@/lib/statistics-json";
import type { StatisticsRange } from "@/lib/validations/statistics";
import { toast } from "@/components/toast";

export const LOAD_FAILED = "Erro ao carregar estatísticas";

type Loaded = { range: StatisticsRange; statistics: BookingStatisticsJson | null; error: string | null };

/**
 * The statistics of the chosen range. While another range loads, the last figures stay (they
 * name their own period); a failure replaces them with its message, inline and as a toast.
 */
export function useStatistics(range: StatisticsRange) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(
    () =>
      loadWhileCurrent(
        loadStatistics(range),
        (statistics) => setLoaded({ range, statistics, error: null }),
        (failure) => {
          const message = errorMessage(failure, LOAD_FAILED);
          toast.error(message);
          setLoaded({ range, statistics: null, error: message });
        },
      ),
    [range],
  );

  return { statistics: loaded?.statistics ?? null, error: loaded?.error ?? null, loading: loaded?.range !== range };
}
