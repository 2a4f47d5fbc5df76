"use client";

import { useState } from "react";
import { statisticsExportHref } from "@/lib/statistics-api";
import type { StatisticsRange } from "@/lib/validations/statistics";
import { FormAlert } from "@/components/ui/form-alert";
import { ClubStatistics } from "./club-statistics";
import { MemberStatistics } from "./member-statistics";
import { StatisticsRangeForm } from "./statistics-range-form";
import { useStatistics } from "./use-statistics";

type StatisticsScreenProps = {
  trainer: boolean;
  /** The club's current month, decided on the server (club time). */
  initialRange: StatisticsRange;
};

/** /statistics: the range, then the trainer's figures of the club or the member's own. */
export function StatisticsScreen({ trainer, initialRange }: StatisticsScreenProps) {
  const [range, setRange] = useState(initialRange);
  const { statistics, error, loading } = useStatistics(range);

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Estatísticas</h1>
        <p className="mt-2 text-slate-600">
          {trainer ? "A atividade do clube no período escolhido." : "As suas aulas no período escolhido."}
        </p>
      </header>
      <StatisticsRangeForm range={range} onApply={setRange} exportHref={trainer ? statisticsExportHref(range) : null} />
      <FormAlert message={error} />
      {loading && (
        <p role="status" className="text-sm text-slate-600">
          A carregar estatísticas...
        </p>
      )}
      <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
        {statistics?.view === "trainer" && <ClubStatistics statistics={statistics} />}
        {statistics?.view === "member" && <MemberStatistics statistics={statistics} />}
      </div>
    </section>
  );
}
