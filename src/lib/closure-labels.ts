import { fullDateLabel } from "@/lib/calendar-labels";
import { clubInstant, formatClub } from "@/lib/club-time";
import type { ClosePeriodJson, ClosureJson, ClosurePreviewJson, ReopenPeriodJson } from "@/lib/closure-json";
import { countLabel, plural } from "@/lib/plural";

// What the trainer reads before and after closing a period (docs/rules.md, "Closures"), in pt-PT
// with the plural helper. The calendar's own words for a closed day are in closure-json.ts, so
// that it does not load these.

/** A closure's dates: '24 de dezembro de 2026', '21 a 27 de dezembro de 2026', '28 de dezembro de 2026 a 3 de janeiro de 2027'. */
export function closurePeriodLabel({ start_date: start, end_date: end }: Pick<ClosureJson, "start_date" | "end_date">): string {
  if (start === end) return fullDateLabel(start);
  if (start.slice(0, 4) !== end.slice(0, 4)) return `${fullDateLabel(start)} a ${fullDateLabel(end)}`;
  if (start.slice(0, 7) !== end.slice(0, 7)) return `${formatClub(clubInstant(start, "12:00"), "d 'de' MMMM")} a ${fullDateLabel(end)}`;
  return `${Number(start.slice(8, 10))} a ${fullDateLabel(end)}`;
}

/**
 * The free slots a closure blocks: `blocked_slots` counts every slot it blocks, those of the
 * lessons it cancels too, which the texts name as lessons (counted twice, a week of 100 free slots
 * and 4 lessons read as 4 lessons and 104 slots).
 */
const freeSlots = (slots: number, lessons: number) => Math.max(0, slots - lessons);

/** The confirmation's figures: what closing will do. */
export function closureEffectsText({ cancelled_bookings: lessons, removed_waitlist: waiting, blocked_slots: slots }: ClosurePreviewJson): string {
  const effects = [
    lessons > 0 &&
      `${countLabel(lessons, { one: "aula marcada é cancelada", other: "aulas marcadas são canceladas" })} e ${plural(lessons, { one: "o aluno é avisado", other: "os alunos são avisados" })} com o motivo`,
    waiting > 0 &&
      `${countLabel(waiting, { one: "pessoa em lista de espera é avisada e sai da lista", other: "pessoas em lista de espera são avisadas e saem da lista" })}`,
    (lessons === 0 || freeSlots(slots, lessons) > 0) &&
      `${countLabel(freeSlots(slots, lessons), { one: "disponibilidade livre fica bloqueada", other: "disponibilidades livres ficam bloqueadas" })}`,
  ].filter(Boolean);
  const first = lessons + waiting === 0 ? "Não há aulas marcadas nem listas de espera neste período. " : "";
  return `${first}${capitalise(effects.join("; "))}. Ninguém recebe ofertas de vaga deste período.`;
}

/** What was done: '3 aulas canceladas, 2 pessoas em lista de espera avisadas, 10 disponibilidades livres bloqueadas.' */
export function closureResultText({ cancelled_bookings: lessons, removed_waitlist: waiting, blocked_slots: slots }: ClosePeriodJson): string {
  return `${countLabel(lessons, { one: "aula cancelada", other: "aulas canceladas" })}, ${countLabel(waiting, {
    one: "pessoa em lista de espera avisada",
    other: "pessoas em lista de espera avisadas",
  })}, ${countLabel(freeSlots(slots, lessons), { one: "disponibilidade livre bloqueada", other: "disponibilidades livres bloqueadas" })}.`;
}

/**
 * What reopening did: 'Período reaberto: 7 disponibilidades desbloqueadas. 4 aulas fixas marcadas de
 * novo, 9 pessoas avisadas.' (the second sentence names only what happened).
 */
export function reopenResultText({ unblocked_slots: slots, rebooked_standing: rebooked, told }: Omit<ReopenPeriodJson, "message">): string {
  const unblocked = `Período reaberto: ${countLabel(slots, { one: "disponibilidade desbloqueada", other: "disponibilidades desbloqueadas" })}.`;
  const given = [
    rebooked > 0 && countLabel(rebooked, { one: "aula fixa marcada de novo", other: "aulas fixas marcadas de novo" }),
    told > 0 && countLabel(told, { one: "pessoa avisada", other: "pessoas avisadas" }),
  ].filter(Boolean);
  return given.length === 0 ? unblocked : `${unblocked} ${capitalise(given.join(", "))}.`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
