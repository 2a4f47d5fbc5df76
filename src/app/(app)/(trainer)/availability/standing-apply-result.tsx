import { longDateLabel } from "@/lib/calendar-labels";
import { clubToday } from "@/lib/club-time";
import { countLabel } from "@/lib/plural";
import type { StandingApplyJson } from "@/lib/standing-lesson-json";

/** After applying the template: how many standing lessons were booked, and each clash with its reason. */
export function StandingApplyResult({ standing }: { standing: StandingApplyJson }) {
  const { booked, clashes } = standing;
  if (booked.length + clashes.length === 0) return null;
  const today = clubToday();
  return (
    <div role="status" className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm">
      <p className="font-medium text-slate-900">
        Aulas fixas: {countLabel(booked.length, { one: "marcada", other: "marcadas" })}
        {clashes.length > 0 && `, ${clashes.length} em conflito`}.
      </p>
      {clashes.length > 0 && (
        <>
          <p className="text-slate-700">Estas não foram marcadas (nada foi alterado):</p>
          <ul className="space-y-1" aria-label="Aulas fixas por marcar">
            {clashes.map((clash) => (
              <li key={`${clash.date} ${clash.start_time}`} className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
                <span className="font-medium">
                  {longDateLabel(clash.date, today)}, {clash.start_time}
                </span>{" "}
                · {clash.user_name} com {clash.animal_name}: {clash.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
