// Portuguese wording of a standing lesson's weekly moment, shared by the server's messages and the screen.

const WEEKDAYS = ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"];
const EVERY_WEEKDAY = ["às segundas-feiras", "às terças-feiras", "às quartas-feiras", "às quintas-feiras", "às sextas-feiras", "aos sábados", "aos domingos"];

/** 'à segunda-feira às 18:00', 'ao sábado às 10:00' (weekday 1 = Monday .. 7). */
export function weeklyMomentLabel(weekday: number, startTime: string): string {
  const day = WEEKDAYS[weekday - 1] ?? `dia ${weekday}`;
  const onDay = weekday >= 6 ? `ao ${day}` : `à ${day}`;
  return `${onDay} ${atTime(startTime)}`;
}

/** 'às segundas-feiras', 'aos sábados': every week, as a fixed lesson is. */
export function everyWeekdayLabel(weekday: number): string {
  return EVERY_WEEKDAY[weekday - 1] ?? `ao dia ${weekday}`;
}

/** 'às segundas-feiras às 18:00', 'aos sábados à 01:00'. */
export function everyWeekLabel(weekday: number, startTime: string): string {
  return `${everyWeekdayLabel(weekday)} ${atTime(startTime)}`;
}

const atTime = (time: string) => `${time.startsWith("01:") ? "à" : "às"} ${time}`;

/** 1 = Monday .. 7 = Sunday, for a club date 'yyyy-MM-dd'. */
export function weekdayOf(date: string): number {
  return ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
}
