import { longDateLabel } from "@/lib/calendar-labels";
import { clubToday } from "@/lib/club-time";
import { countLabel, plural } from "@/lib/plural";
import { shortDateLabel } from "@/lib/short-date-label";
import type { StandingApplyJson, StandingBookingJson } from "@/lib/standing-lesson-json";
import { everyWeekLabel, weekdayOf } from "@/lib/standing-lesson-labels";

/**
 * After applying the template: what was booked from the standing lessons (each member's weekly
 * lesson, its weeks counted), how many members were told (once each), and each clash with its reason.
 */
export function StandingApplyResult({ standing }: { standing: StandingApplyJson }) {
  const { booked, clashes, told } = standing;
  if (booked.length + clashes.length === 0) return null;
  const today = clubToday();
  return (
    <div role="status" className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm">
      <p className="font-medium text-slate-900">
        Aulas fixas: {countLabel(booked.length, { one: "marcada", other: "marcadas" })}
        {clashes.length > 0 && `, ${clashes.length} em conflito`}.
      </p>
      {booked.length > 0 && (
        <>
          <ul className="space-y-1" aria-label="Aulas fixas marcadas">
            {weeklyGroups(booked).map((group) => (
              <li key={group.key} className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-green-900">
                <span className="font-medium">
                  {group.user_name} com {group.animal_name}
                </span>
                , {everyWeekLabel(group.weekday, group.start_time)}: {countLabel(group.dates.length, { one: "aula", other: "aulas" })}
                {plural(group.dates.length, {
                  one: `, ${shortDateLabel(group.dates[0])}`,
                  other: `, de ${shortDateLabel(group.dates[0])} a ${shortDateLabel(group.dates[group.dates.length - 1])}`,
                })}
              </li>
            ))}
          </ul>
          <p className="text-slate-700">
            {told > 0
              ? `${countLabel(told, { one: "aluno avisado", other: "alunos avisados" })}: um só aviso a cada um, com a lista das suas aulas fixas.`
              : "Nenhum aluno foi avisado: todos desligaram as confirmações de aulas."}
          </p>
        </>
      )}
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

type WeeklyGroup = { key: string; user_name: string; animal_name: string; weekday: number; start_time: string; dates: string[] };

/** The booked weeks by member, animal, weekday and time, in the order of each one's first week. */
function weeklyGroups(booked: StandingBookingJson[]): WeeklyGroup[] {
  const groups = new Map<string, WeeklyGroup>();
  for (const lesson of booked) {
    const weekday = weekdayOf(lesson.date);
    const key = [lesson.user_name, lesson.animal_name, weekday, lesson.start_time].join("\n");
    const group = groups.get(key) ?? { key, user_name: lesson.user_name, animal_name: lesson.animal_name, weekday, start_time: lesson.start_time, dates: [] };
    group.dates.push(lesson.date);
    groups.set(key, group);
  }
  return [...groups.values()];
}
