// Portuguese wording of a standing lesson's weekly moment, shared by the server's messages and the screen.

const WEEKDAYS = ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"];

/** 'à segunda-feira às 18:00', 'ao sábado às 10:00' (weekday 1 = Monday .. 7). */
export function weeklyMomentLabel(weekday: number, startTime: string): string {
  const day = WEEKDAYS[weekday - 1] ?? `dia ${weekday}`;
  const onDay = weekday >= 6 ? `ao ${day}` : `à ${day}`;
  return `${onDay} ${startTime.startsWith("01:") ? "à" : "às"} ${startTime}`;
}
