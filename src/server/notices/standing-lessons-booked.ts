import { clubDateOf, formatClub } from "@/lib/club-time";
import { countLabel, plural } from "@/lib/plural";
import { everyWeekdayLabel, weekdayOf } from "@/lib/standing-lesson-labels";
import type { SqlTx } from "@/server/db";
import { lessonDayUrl, lessonMoment, type NoticeLesson } from "@/server/notices/lesson-lines";
import { notify, type Recipient } from "@/server/notices/notify";

/**
 * Applying the weekly template booked a member's standing lessons (docs/rules.md, "Standing
 * lessons"): one notice for all of them, saying they are the member's fixed weekly lessons, rather
 * than one 'Aula marcada' a week. The list stays short however many weeks: one heading per
 * animal, weekday and time, then a line per month with its days. `lessons`: in time order, none
 * ended. Call it in a transaction; it reads nothing.
 */
export async function noticeStandingLessonsBooked(tx: SqlTx, member: Recipient, lessons: readonly NoticeLesson[]): Promise<void> {
  if (lessons.length === 0) return;
  const total = lessons.length;
  const first = lessons[0];
  const last = lessons[total - 1];
  await notify(tx, member, {
    title: plural(total, { one: `Aula fixa marcada: ${lessonMoment(first.startsAt)}`, other: `${total} aulas fixas marcadas` }),
    body: plural(total, {
      one: `O treinador marcou a sua aula fixa de ${first.animalName} a ${lessonMoment(first.startsAt)}.`,
      other: `O treinador marcou ${total} aulas fixas para si, de ${shortDate(first.startsAt)} a ${shortDate(last.startsAt)}.`,
    }),
    url: lessonDayUrl(first.startsAt),
    mail: [
      plural(total, {
        one: "O treinador marcou a sua aula fixa, a aula que tem todas as semanas no mesmo dia e à mesma hora:",
        other: `O treinador marcou ${total} aulas fixas para si: a aula que tem todas as semanas, no mesmo dia e à mesma hora.`,
      }),
      ...groupsOf(lessons).flatMap(groupLines),
      "",
      "Se não puder vir numa semana, cancele essa aula no calendário, para que outro aluno a possa aproveitar; as outras semanas mantêm-se.",
      "Pode deixar de receber estas confirmações na página A Minha Conta.",
    ],
  });
}

/** `forWhom`: the animal, or 'Rita com Bolt' for a dependant's lessons (docs/rules.md, "Households"). */
type Group = { forWhom: string; weekday: number; times: string; lessons: NoticeLesson[] };

/** The lessons by who handles them, animal, weekday and time, in the order of each one's first lesson. */
function groupsOf(lessons: readonly NoticeLesson[]): Group[] {
  const groups = new Map<string, Group>();
  for (const lesson of lessons) {
    const times = `${formatClub(lesson.startsAt, "HH:mm")} - ${formatClub(lesson.endsAt, "HH:mm")}`;
    const weekday = weekdayOf(clubDateOf(lesson.startsAt));
    const forWhom = lesson.dependantName ? `${lesson.dependantName} com ${lesson.animalName}` : lesson.animalName;
    const key = `${forWhom}\n${weekday}\n${times}`;
    const group = groups.get(key) ?? { forWhom, weekday, times, lessons: [] };
    group.lessons.push(lesson);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const days = new Intl.ListFormat("pt-PT", { style: "long", type: "conjunction" });

/** 'Rex, às segundas-feiras, 18:00 - 19:00 (26 aulas):' and '- dezembro de 2026: dias 7, 14, 21 e 28'. */
function groupLines({ forWhom, weekday, times, lessons }: Group): string[] {
  const months = new Map<string, string[]>();
  for (const lesson of lessons) {
    const month = formatClub(lesson.startsAt, "MMMM 'de' yyyy");
    months.set(month, [...(months.get(month) ?? []), formatClub(lesson.startsAt, "d")]);
  }
  return [
    "",
    `${forWhom}, ${everyWeekdayLabel(weekday)}, ${times} (${countLabel(lessons.length, { one: "aula", other: "aulas" })}):`,
    ...[...months].map(([month, list]) => `- ${month}: ${plural(list.length, { one: "dia", other: "dias" })} ${days.format(list)}`),
  ];
}

const shortDate = (instant: Date) => formatClub(instant, "dd/MM/yyyy");

