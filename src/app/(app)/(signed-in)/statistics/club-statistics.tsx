import { countLabel } from "@/lib/plural";
import type { ClubStatisticsJson } from "@/lib/statistics-json";
import { formatCount, weekdayShortName } from "@/lib/statistics-labels";
import { StatFigure } from "@/components/statistics/stat-figure";
import { AttendanceTable } from "./attendance-table";
import { ChartFigure } from "./chart-figure";
import { FiguresTable } from "./figures-table";
import { PeriodNote } from "./period-note";
import { StatisticsCard } from "./statistics-card";
import { VariationNote } from "./variation-note";

/** The chart of popular times shows the most used; the table lists them all. */
const TIMES_CHARTED = 10;

/** The trainer's view: the club's figures of the range, popular times, weekdays, top students, categories. */
export function ClubStatistics({ statistics }: { statistics: ClubStatisticsJson }) {
  const { comparison_statistics: comparison, detailed_statistics: detailed } = statistics;
  const { general, popular_times: times, weekday_stats: weekdays } = detailed;
  const empty = general.total_bookings === 0;
  const { regular, external } = statistics.students_and_animals_with_bookings;

  return (
    <div className="space-y-6">
      <PeriodNote startDate={statistics.start_date} endDate={statistics.end_date} />
      <ul aria-label="Resumo do período" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatFigure
          className="col-span-2 lg:col-span-1"
          label="Total de aulas"
          value={formatCount(general.total_bookings)}
          detail={<VariationNote comparison={comparison} />}
        />
        <StatFigure label="Alunos com aulas" value={formatCount(general.unique_students)} />
        <StatFigure label="Animais com aulas" value={formatCount(general.unique_animals)} />
        <StatFigure
          className="col-span-2 lg:col-span-1"
          label="Média de aulas por dia"
          value={formatCount(detailed.avg_per_day.avg_bookings_per_day)}
          detail={<p>{`Em ${countLabel(comparison.days_comparison, { one: "dia", other: "dias" })}`}</p>}
        />
      </ul>

      <div className="grid gap-6 lg:grid-cols-2">
        <StatisticsCard title="Horários mais procurados" subtitle="Aulas por hora de início" empty={empty}>
          <ChartFigure
            description="Gráfico de barras: aulas por hora de início, as mais procuradas primeiro. Os valores estão na tabela seguinte."
            orientation="rows"
            valueLabel="Aulas"
            data={times.slice(0, TIMES_CHARTED).map((time) => ({ label: time.start_time, name: time.start_time, value: time.usage_count }))}
          />
          <FiguresTable
            caption="Aulas por hora de início"
            columns={["Hora de início", "Aulas"]}
            rows={times.map((time) => [time.start_time, formatCount(time.usage_count)])}
          />
        </StatisticsCard>

        <StatisticsCard title="Aulas por dia da semana" empty={empty}>
          <ChartFigure
            description="Gráfico de barras: aulas por dia da semana, de segunda-feira a domingo. Os valores estão na tabela seguinte."
            orientation="columns"
            valueLabel="Aulas"
            data={weekdays.map((day) => ({ label: weekdayShortName(day.weekday_number), name: day.weekday, value: day.booking_count }))}
          />
          <FiguresTable
            caption="Aulas por dia da semana"
            columns={["Dia da semana", "Aulas"]}
            rows={weekdays.map((day) => [day.weekday, formatCount(day.booking_count)])}
          />
        </StatisticsCard>

        <StatisticsCard title="Alunos com mais aulas" subtitle="Os 6 alunos com mais aulas no período" empty={empty}>
          <FiguresTable
            caption="Os 6 alunos com mais aulas no período"
            columns={["Aluno", "Aulas"]}
            rows={statistics.bookings_by_student.map((student) => [student.student_name, formatCount(student.total_bookings)])}
          />
        </StatisticsCard>

        <StatisticsCard
          title="Assiduidade por aluno"
          subtitle="Todos os alunos ativos, primeiro quem nunca veio ou não vem há mais tempo. Aulas já começadas no período; taxa: presenças sobre as aulas registadas."
        >
          {statistics.attendance_by_student.length === 0 ? (
            <p className="text-sm text-slate-600">Ainda não há alunos ativos.</p>
          ) : (
            <AttendanceTable members={statistics.attendance_by_student} />
          )}
        </StatisticsCard>

        <StatisticsCard title="Alunos e animais por categoria" subtitle="Com pelo menos uma aula no período">
          <FiguresTable
            caption="Alunos e animais com aulas, por categoria"
            columns={["Categoria", "Alunos", "Animais"]}
            rows={[
              ["Alunos regulares", formatCount(regular.students), formatCount(regular.animals)],
              ["Alunos externos", formatCount(external.students), formatCount(external.animals)],
            ]}
          />
        </StatisticsCard>
      </div>
    </div>
  );
}
