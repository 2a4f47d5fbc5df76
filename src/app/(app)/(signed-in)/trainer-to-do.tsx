import { formatEuros } from "@/lib/money";
import { paymentCountLabel } from "@/lib/payment-labels";
import { plural } from "@/lib/plural";
import { PAPERS_ENDED_LABEL } from "@/lib/slot-json";
import { ATTENDANCE_LABELS, ATTENDANCE_UNMARKED, type Attendance } from "@/lib/training-record";
import { AppLink } from "@/components/navigation/app-link";
import { Badge } from "@/components/ui/badge";
import type { TodaysLessonJson } from "@/server/bookings/list-todays-lessons";
import { TodaysAllPresent } from "./todays-all-present";

/** How many pending sign-ups home names; the rest are counted ('e mais N'). */
export const SIGN_UP_NAMES_SHOWN = 5;

export type TrainerToDoProps = {
  /** null: the read failed, the list is left out (its own screen still has it). */
  signUpNames: string[] | null;
  unpaid: { count: number; total: number } | null;
  today: { date: string; lessons: TodaysLessonJson[] } | null;
};

const LINK_CLASS =
  "inline-flex min-h-11 items-center rounded-lg text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * Home, trainer only: what needs doing (docs/rules.md, "The trainer's home"): today's lessons
 * first (at the field, on a phone, they are what the trainer opens home for), then sign-ups
 * waiting for a decision and payments of past months still unpaid. Rendered on the server; the
 * browser's code is only today's 'Todos presentes'. A list with nothing in it is left out,
 * except today's lessons, which says there are none. Wide screens put the other two beside it.
 */
export function TrainerToDo({ signUpNames, unpaid, today }: TrainerToDoProps) {
  const hasSignUps = signUpNames !== null && signUpNames.length > 0;
  const hasUnpaid = unpaid !== null && unpaid.count > 0;
  const aside = hasSignUps || hasUnpaid;
  return (
    <section aria-labelledby="trainer-to-do" className="grid items-start gap-4 lg:grid-cols-3">
      <h2 id="trainer-to-do" className="sr-only">
        Por fazer
      </h2>
      {today && (
        <div className={aside ? "lg:col-span-2" : "lg:col-span-3"}>
          <TodaysLessonsCard date={today.date} lessons={today.lessons} />
        </div>
      )}
      {aside && (
        <div className={`grid gap-4 md:grid-cols-2 ${today ? "lg:grid-cols-1" : "lg:col-span-3"}`}>
          {hasSignUps && <PendingSignUpsCard names={signUpNames} />}
          {hasUnpaid && <UnpaidPaymentsCard count={unpaid.count} total={unpaid.total} />}
        </div>
      )}
    </section>
  );
}

function PendingSignUpsCard({ names }: { names: string[] }) {
  const shown = names.slice(0, SIGN_UP_NAMES_SHOWN);
  const more = names.length - shown.length;
  return (
    <section aria-labelledby="to-do-sign-ups" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 shadow-sm">
      <h3 id="to-do-sign-ups" className="text-lg font-semibold text-amber-950">
        Pedidos de registo
      </h3>
      <p className="mt-1 text-sm text-amber-900">
        {plural(names.length, { one: "Um pedido de registo espera", other: `${names.length} pedidos de registo esperam` })} pela sua decisão:
      </p>
      <ul className="mt-2 list-inside list-disc text-sm text-slate-900">
        {shown.map((name, index) => (
          <li key={index} className="break-words">
            {name}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-1 text-sm text-amber-900">E mais {more}.</p>}
      <AppLink href="/students?tab=pending" className={`mt-2 ${LINK_CLASS}`}>
        Ver pedidos pendentes
      </AppLink>
    </section>
  );
}

function UnpaidPaymentsCard({ count, total }: { count: number; total: number }) {
  return (
    <section aria-labelledby="to-do-unpaid" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 shadow-sm">
      <h3 id="to-do-unpaid" className="text-lg font-semibold text-amber-950">
        Pagamentos em atraso
      </h3>
      <p className="mt-1 text-sm text-amber-900">
        {paymentCountLabel(count)} de meses anteriores por pagar, no total de{" "}
        <strong className="tabular-nums">{formatEuros(total)}</strong>.
      </p>
      <AppLink href="/payments?tab=pending" className={`mt-2 ${LINK_CLASS}`}>
        Ver pagamentos pendentes
      </AppLink>
    </section>
  );
}

function TodaysLessonsCard({ date, lessons }: { date: string; lessons: TodaysLessonJson[] }) {
  const dayHref = `/calendar?view=day&date=${date}`;
  const started = lessons.filter((lesson) => lesson.started);
  return (
    <section aria-labelledby="to-do-today" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h3 id="to-do-today" className="text-lg font-semibold text-slate-900">
          Aulas de hoje
        </h3>
        <AppLink href={dayHref} className={LINK_CLASS}>
          Ver o dia no calendário
        </AppLink>
      </div>
      {started.length > 0 && (
        <TodaysAllPresent bookingIds={started.filter((lesson) => lesson.attendance === null).map((lesson) => lesson.booking_id)} />
      )}
      {lessons.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma aula marcada para hoje.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {lessons.map((lesson) => (
            <li key={lesson.booking_id}>
              <AppLink href={dayHref} className="flex min-h-11 items-start gap-3 px-3 py-2.5 hover:bg-slate-50">
                <span className="shrink-0 pt-px text-sm font-semibold text-slate-900 tabular-nums">
                  {lesson.start_time}–{lesson.end_time}
                </span>
                <span className="min-w-0 flex-1 text-sm text-slate-900">
                  <span className="font-medium break-words">{lesson.member_name}</span>
                  <span className="text-slate-600"> · {lesson.animal_name}</span>
                  {lesson.papers_ended && (
                    <span className="ml-2 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                      {PAPERS_ENDED_LABEL}
                    </span>
                  )}
                  {lesson.started && (
                    <span className="ml-2 inline-block">
                      <LessonRecordBadge attendance={lesson.attendance} />
                    </span>
                  )}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A started lesson's record at a glance: marked present, absent, or still to be marked. */
function LessonRecordBadge({ attendance }: { attendance: Attendance | null }) {
  if (attendance === null) return <Badge tone="amber">{ATTENDANCE_UNMARKED}</Badge>;
  return <Badge tone={attendance === "present" ? "green" : "red"}>{ATTENDANCE_LABELS[attendance]}</Badge>;
}
