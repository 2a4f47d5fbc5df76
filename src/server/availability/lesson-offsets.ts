import { countLabel, plural } from "@/lib/plural";
import type { LeftoverJson } from "@/lib/weekly-template-json";

/**
 * How a window of opening is cut into lessons (docs/rules.md, "Slots"): consecutive lessons of
 * `lessonMinutes` from the window's start, a remainder shorter than one lesson not created. The
 * starts, in minutes from the window's start. Publishing slots (create-slots.ts), the standing
 * lessons' check of the weekly template (standing-lessons/template-opens-at.ts) and the leftover
 * the trainer is told of (below) all cut this way.
 */
export function lessonOffsets(windowMinutes: number, lessonMinutes: number): number[] {
  const offsets: number[] = [];
  for (let offset = 0; offset + lessonMinutes <= windowMinutes; offset += lessonMinutes) offsets.push(offset);
  return offsets;
}

/** The minutes at the window's end that no lesson covers: 30 for 18:00 - 20:30 in lessons of 60. */
export function leftoverMinutes(windowMinutes: number, lessonMinutes: number): number {
  const offsets = lessonOffsets(windowMinutes, lessonMinutes);
  const covered = offsets.length === 0 ? 0 : offsets[offsets.length - 1] + lessonMinutes;
  return Math.max(windowMinutes - covered, 0);
}

/** A window's leftover as the trainer reads it. */
export type Leftover = LeftoverJson;

/**
 * 'Sobram 30 minutos no fim do intervalo 18:00 - 20:30.' (with `day`: '... 18:00 - 20:30 de
 * segunda-feira.'); a window shorter than one lesson says it makes none; null when the window is
 * a whole number of lessons.
 */
export function windowLeftover(
  window: { start_time: string; end_time: string; minutes: number },
  lessonMinutes: number,
  day?: string,
): Leftover | null {
  const minutes = leftoverMinutes(window.minutes, lessonMinutes);
  if (minutes === 0) return null;
  const range = `${window.start_time} - ${window.end_time}${day ? ` de ${day}` : ""}`;
  const lesson = countLabel(lessonMinutes, { one: "minuto", other: "minutos" });
  if (minutes === window.minutes) return { minutes, message: `O intervalo ${range} é mais curto do que uma aula (${lesson}): não abre nenhuma aula.` };
  return { minutes, message: `${plural(minutes, { one: "Sobra", other: "Sobram" })} ${countLabel(minutes, { one: "minuto", other: "minutos" })} no fim do intervalo ${range}.` };
}
