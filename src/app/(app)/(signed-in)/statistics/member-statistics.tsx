import { monthLabel } from "@/lib/calendar-labels";
import type { MemberStatisticsJson } from "@/lib/statistics-json";
import { formatCount, monthShortLabel } from "@/lib/statistics-labels";
import { StatFigure } from "@/components/statistics/stat-figure";
import { ChartFigure } from "./chart-figure";
import { FiguresTable } from "./figures-table";
import { PeriodNote } from "./period-note";
import { StatisticsCard } from "./statistics-card";

/** A student's or external's view: their lessons in the range, per month and per animal. */
export function MemberStatistics({ statistics }: { statistics: MemberStatisticsJson }) {
  const { total_bookings: total, monthly_stats: months, animals } = statistics.detailed_stats;
  const first = months[0]?.month;
  const last = months.at(-1)?.month;

  return (
    <div className="space-y-6">
      <PeriodNote startDate={statistics.start_date} endDate={statistics.end_date} />
      <ul aria-label="Resumo do período" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatFigure label="Total de aulas" value={formatCount(total)} />
        <StatFigure label="Animais com aulas" value={formatCount(animals.length)} />
      </ul>

      <div className="grid gap-6 lg:grid-cols-2">
        <StatisticsCard
          title="Aulas por mês"
          subtitle={first && last ? `Últimos 12 meses (${monthLabel(first)} a ${monthLabel(last)})` : "Últimos 12 meses"}
        >
          <ChartFigure
            description="Gráfico de barras: as suas aulas em cada um dos últimos 12 meses. Os valores estão na tabela seguinte."
            orientation="columns"
            valueLabel="Aulas"
            data={months.map((month) => ({ label: monthShortLabel(month.month), name: monthLabel(month.month), value: month.booking_count }))}
          />
          <FiguresTable
            caption="Aulas por mês, últimos 12 meses"
            columns={["Mês", "Aulas"]}
            rows={months.map((month) => [monthLabel(month.month), formatCount(month.booking_count)])}
          />
        </StatisticsCard>

        <StatisticsCard title="Aulas por animal" subtitle="No período escolhido" empty={total === 0}>
          {animals.length > 1 && (
            <ChartFigure
              description="Gráfico de barras: as suas aulas no período, por animal. Os valores estão na tabela seguinte."
              orientation="rows"
              valueLabel="Aulas"
              data={animals.map((animal) => ({ label: animal.animal_name, name: animal.animal_name, value: animal.total_bookings }))}
            />
          )}
          <FiguresTable
            caption="Aulas por animal no período"
            columns={["Animal", "Aulas"]}
            rows={animals.map((animal) => [animal.animal_name, formatCount(animal.total_bookings)])}
          />
        </StatisticsCard>
      </div>
    </div>
  );
}
