import { longDateLabel } from "@/lib/calendar-labels";
import { AppLink } from "@/components/navigation/app-link";
import { countLabel } from "@/lib/plural";
import { ATTENDANCE_LABELS, ATTENDANCE_UNMARKED, type AnimalLessonsJson, type Attendance } from "@/lib/training-record";

const TONES: Record<Attendance | "unmarked", string> = {
  present: "bg-green-50 text-green-800 ring-green-200",
  absent: "bg-red-50 text-red-800 ring-red-200",
  unmarked: "bg-slate-50 text-slate-700 ring-slate-200",
};

type AnimalTimelineProps = { timeline: AnimalLessonsJson; today: string; trainer: boolean };

/**
 * An animal's lessons that have started, newest first: date, time, attendance and the trainer's
 * note. The newest ANIMAL_TIMELINE_LIMIT only; below them, a line says the older ones are left out.
 */
export function AnimalTimeline({ timeline: { animal, lessons, lessons_total }, today, trainer }: AnimalTimelineProps) {
  return (
    <section className="space-y-5">
      <header>
        <AppLink href="/animals" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline">
          ← Animais
        </AppLink>
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">Registo de treino: {animal.name}</h1>
        <p className="mt-2 text-slate-600">
          {trainer
            ? `Animal de ${animal.owner_name}. As aulas que já começaram, a mais recente primeiro.`
            : "As aulas que já começaram, a mais recente primeiro, com a presença e as notas do treinador."}
        </p>
      </header>
      {lessons.length === 0 ? (
        <p className="max-w-3xl rounded-xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
          {`Ainda não há aulas no registo de ${animal.name}. Depois de cada aula, a presença e as notas do treinador aparecem aqui.`}
        </p>
      ) : (
        <ol aria-label={`Aulas de ${animal.name}`} className="max-w-3xl space-y-3">
          {lessons.map((lesson) => (
            <li key={lesson.booking_id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  <time dateTime={lesson.date}>{longDateLabel(lesson.date, today)}</time>
                  <span className="font-normal text-slate-600 tabular-nums">{` · ${lesson.start_time} - ${lesson.end_time}`}</span>
                </p>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[lesson.attendance ?? "unmarked"]}`}>
                  {lesson.attendance ? ATTENDANCE_LABELS[lesson.attendance] : ATTENDANCE_UNMARKED}
                </span>
              </div>
              {lesson.trainer_note ? (
                <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">
                  <span className="sr-only">Nota do treinador: </span>
                  {lesson.trainer_note}
                </p>
              ) : (
                <p className="mt-2 text-sm text-slate-500">Sem nota do treinador.</p>
              )}
            </li>
          ))}
        </ol>
      )}
      {lessons_total > lessons.length && (
        <p className="max-w-3xl text-sm text-slate-600">
          {`A mostrar as ${lessons.length} mais recentes de ${countLabel(lessons_total, { one: "aula", other: "aulas" })}.`}
        </p>
      )}
    </section>
  );
}
