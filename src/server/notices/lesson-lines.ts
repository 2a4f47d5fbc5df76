import { clubDateOf, formatClub } from "@/lib/club-time";

/** A booked lesson as a notice names it. */
export type NoticeLesson = { startsAt: Date; endsAt: Date; animalName: string };

/** The date (Portuguese, club time), the time and the animal, one line each. */
export function lessonLines({ startsAt, endsAt, animalName }: NoticeLesson): string[] {
  return [
    `Data: ${formatClub(startsAt, "EEEE, d 'de' MMMM 'de' yyyy")}`,
    `Hora: ${formatClub(startsAt, "HH:mm")} - ${formatClub(endsAt, "HH:mm")}`,
    `Animal: ${animalName}`,
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
