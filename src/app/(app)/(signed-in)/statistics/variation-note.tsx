import { shortDateLabel } from "@/lib/short-date-label";
import type { ClubStatisticsJson } from "@/lib/statistics-json";
import { countLabel } from "@/lib/plural";
import { formatVariation } from "@/lib/statistics-labels";

type Comparison = ClubStatisticsJson["comparison_statistics"];

/** The range against the period of equal length just before it (docs/rules.md, "Statistics"). */
export function VariationNote({ comparison }: { comparison: Comparison }) {
  const { previous_period: previous, variation_percentage: variation } = comparison;
  const period = `${shortDateLabel(previous.start_date)} a ${shortDateLabel(previous.end_date)}`;
  if (previous.total_bookings === 0) return <p>Sem aulas no período anterior ({period}) para comparar.</p>;
  const tone = variation > 0 ? "text-green-700" : variation < 0 ? "text-red-700" : "text-slate-700";
  return (
    <>
      <p>
        <span className={`font-semibold ${tone}`}>{formatVariation(variation)}</span> face ao período anterior
      </p>
      <p className="text-slate-500">
        {period}: {countLabel(previous.total_bookings, { one: "aula", other: "aulas" })}
      </p>
    </>
  );
}
