import { clubDateOf, formatClub } from "@/lib/club-time";

/**
 * A booked lesson as a notice names it; `dependantName`: the member's dependant who handles it
 * (docs/rules.md, "Households"), when the notice knows it.
 */
export type NoticeLesson = { startsAt: Date; endsAt: Date; animalName: string; dependantName?: string | null };

/** The date (Portuguese, club time), the time, the animal and who handles it (a dependant), one line each. */
export function lessonLines({ startsAt, endsAt, animalName, dependantName }: NoticeLesson): string[] {
  return [
    `Data: ${formatClub(startsAt, "EEEE, d 'de' MMMM 'de' yyyy")}`,
    `Hora: ${formatClub(startsAt, "HH:mm")} - ${formatClub(endsAt, "HH:mm")}`,
    `Animal: ${animalName}`,
    ...(dependantName ? [`Condutor: ${dependantName}`] : []),
  ];
}

/** '24/11/2026 às 18:00', for a title. */
export function lessonMoment(startsAt: Date): string {
  return formatClub(startsAt, "dd/MM/yyyy 'às' HH:mm");
}

/** The calendar's day view of the lesson's club date. */
export function lessonDayUrl(startsAt: Date): string {
  return `/calendar?view=day&date=${clubDateOf(startsAt)}`;
}
