import type { MemberStandingLessonJson, MemberWaitlistJson } from "@/lib/member-page-json";
import { formatClub } from "@/lib/club-time";
import { weekdayName } from "@/lib/statistics-labels";
import { LessonTimeLine } from "./lesson-time-line";
import { lessonAnimalLine } from "./member-lessons";
import { PageSection } from "./page-section";

/** The lessons the member waits for, and whether one is offered to them now. */
export function WaitlistEntries({ entries, today }: { entries: readonly MemberWaitlistJson[]; today: string }) {
  return (
    <PageSection title="Lista de espera" items={entries} empty="Não está em nenhuma lista de espera.">
      {(entry) => (
        <li key={entry.id} className="py-2.5 text-sm">
          <LessonTimeLine lesson={entry} today={today} />
          <p className="text-slate-600">{lessonAnimalLine(entry)}</p>
          {entry.offered_until && (
            <p className="mt-1 font-medium text-amber-800">Vaga oferecida até {formatClub(new Date(entry.offered_until), "dd/MM 'às' HH:mm")}</p>
          )}
        </li>
      )}
    </PageSection>
  );
}

/** The member's fixed weekly lessons (read only here: the availability screen manages them). */
export function StandingLessons({ lessons }: { lessons: readonly MemberStandingLessonJson[] }) {
  return (
    <PageSection title="Aulas fixas semanais" items={lessons} empty="Sem aulas fixas.">
      {(lesson) => (
        <li key={lesson.id} className="flex flex-wrap justify-between gap-x-3 py-2.5 text-sm">
          <span className="font-medium text-slate-900">
            {weekdayName(lesson.weekday)} às {lesson.start_time}
          </span>
          <span className="text-slate-600">{lessonAnimalLine(lesson)}</span>
        </li>
      )}
    </PageSection>
  );
}
