import type { ClosureJson } from "@/lib/closure-json";
import { closurePeriodLabel } from "@/lib/closure-labels";

/**
 * Home, for everyone but the trainer (who closes and reopens them in 'Disponibilidades'): the
 * club's closures that have not ended (GET /api/availability/closures), soonest first, so a
 * lesson that went with one does not just vanish from 'Próximas Aulas'. Nothing when there are none.
 */
export function ClosedDaysCard({ closures }: { closures: ClosureJson[] }) {
  if (closures.length === 0) return null;
  return (
    <section aria-labelledby="closed-days" className="rounded-2xl border border-slate-300 bg-slate-50 p-5 shadow-sm">
      <h2 id="closed-days" className="text-lg font-semibold text-slate-900">
        Clube encerrado
      </h2>
      <p className="mt-1 text-sm text-slate-600">Nestes dias não há aulas; as que estavam marcadas foram canceladas.</p>
      <ul className="mt-3 space-y-2">
        {closures.map((closure) => (
          <li key={closure.id} className="rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm">
            <span className="font-semibold text-slate-900">{closurePeriodLabel(closure)}</span>
            <span className="text-slate-700"> · {closure.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
