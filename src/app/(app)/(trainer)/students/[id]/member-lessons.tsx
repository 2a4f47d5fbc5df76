import type { ReactNode } from "react";
import type { MemberLessonJson } from "@/lib/member-page-json";
import { ATTENDANCE_LABELS, ATTENDANCE_UNMARKED, type Attendance } from "@/lib/training-record";
import { Badge } from "@/components/ui/badge";
import { LessonTimeLine } from "./lesson-time-line";
import { PageSection } from "./page-section";

// A member's lessons on their page: to come, and past with their attendance and the trainer's
// note, with the calendar's labels (src/lib/training-record.ts).

/**
 * The animal, and the member's dependant when they handle it (docs/rules.md, "Households"): the
 * lessons, the waiting list's entries and the standing lessons of the page ('Bolt · conduz Rita').
 */
export const lessonAnimalLine = (lesson: { animal_name: string; dependant_name: string | null }) =>
  lesson.dependant_name ? `${lesson.animal_name} · conduz ${lesson.dependant_name}` : lesson.animal_name;

const ATTENDANCE_TONES = { present: "green", absent: "red" } as const satisfies Record<Attendance, string>;

/** The lessons to come; `action` is the page's 'Marcar aula'. */
export function UpcomingLessons({ lessons, today, action }: { lessons: readonly MemberLessonJson[]; today: string; action?: ReactNode }) {
  return (
    <PageSection title="Próximas aulas" items={lessons} empty="Sem aulas marcadas." action={action}>
      {(lesson) => (
        <li key={lesson.id} className="py-2.5 text-sm">
          <LessonTimeLine lesson={lesson} today={today} />
          <p className="text-slate-600">{lessonAnimalLine(lesson)}</p>
          {lesson.observations && <p className="mt-1 text-slate-600 italic">{lesson.observations}</p>}
        </li>
      )}
    </PageSection>
  );
}

export function PastLessons({ lessons, total, today }: { lessons: readonly MemberLessonJson[]; total: number; today: string }) {
  return (
    <PageSection title="Aulas passadas" items={lessons} total={total} noun="aulas" empty="Ainda sem aulas passadas.">
      {(lesson) => {
        const attendance = lesson.attendance
          ? { label: ATTENDANCE_LABELS[lesson.attendance], tone: ATTENDANCE_TONES[lesson.attendance] }
          : { label: ATTENDANCE_UNMARKED, tone: "slate" as const };
        return (
          <li key={lesson.id} className="py-2.5 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <LessonTimeLine lesson={lesson} today={today} />
              <Badge tone={attendance.tone}>{attendance.label}</Badge>
            </div>
            <p className="text-slate-600">{lessonAnimalLine(lesson)}</p>
            {lesson.trainer_note && (
              <p className="mt-1.5 rounded-lg bg-slate-50 px-3 py-2 whitespace-pre-line text-slate-700">
                <span className="font-medium">Nota do treinador: </span>
                {lesson.trainer_note}
              </p>
            )}
          </li>
        );
      }}
    </PageSection>
  );
}
