import { countLabel, plural } from "@/lib/plural";
import type { StandingLessonJson } from "@/lib/standing-lesson-json";
import { WEEKDAY_NAMES } from "@/lib/validations/weekday-names";
import type { TemplateLeftoverJson } from "@/lib/weekly-template-json";

/**
 * Under the weekly template: what the saved pattern leaves out (docs/rules.md, "Weekly template"):
 * the standing lessons whose hour it does not open (named after a save) and the minutes left over
 * at the end of a range that is not a whole number of lessons.
 */
export function TemplateWarnings({ leftovers, withoutHour }: { leftovers: TemplateLeftoverJson[]; withoutHour: StandingLessonJson[] }) {
  if (leftovers.length + withoutHour.length === 0) return null;
  return (
    // A live region, not role="status": it may hold the pattern's leftovers from the first load.
    <div aria-live="polite" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {withoutHour.length > 0 && (
        <div className="space-y-1">
          <p className="font-semibold">
            {countLabel(withoutHour.length, { one: "aula fixa ficou", other: "aulas fixas ficaram" })} sem hora no horário semanal:
          </p>
          <ul className="space-y-1" aria-label="Aulas fixas sem hora">
            {withoutHour.map((lesson) => (
              <li key={lesson.id} className="rounded-lg border border-amber-200 bg-white px-3 py-2">
                <span className="font-medium">
                  {WEEKDAY_NAMES[lesson.weekday - 1]}, {lesson.start_time}
                </span>{" "}
                · {lesson.user_name} com {lesson.animal_name}
              </li>
            ))}
          </ul>
          <p>
            {plural(withoutHour.length, {
              one: "Não é marcada ao aplicar o horário: volte a abrir essa hora, ou remova a aula fixa e dê outra ao aluno.",
              other: "Não são marcadas ao aplicar o horário: volte a abrir essas horas, ou remova as aulas fixas e dê outras aos alunos.",
            })}
          </p>
        </div>
      )}
      {leftovers.length > 0 && (
        <ul className={`space-y-1 text-balance ${withoutHour.length > 0 ? "border-t border-amber-200 pt-2" : ""}`} aria-label="Minutos que sobram">
          {leftovers.map((leftover) => (
            <li key={`${leftover.weekday} ${leftover.start_time}`}>{leftover.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
