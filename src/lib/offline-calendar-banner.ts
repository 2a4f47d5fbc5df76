import { clubDateOf, clubTimeOf, formatClub } from "@/lib/club-time";

// Apart from src/lib/network-failure.ts, whose words the calendar's dialogs load: this needs the club's clock.

/**
 * The calendar's banner with no network, over the days last seen (the screen still open, or the
 * offline page's kept copy: public/sw.js writes the same words): 'Sem ligação: está a ver o
 * calendário guardado às 10:42. …', with the date when it was not today.
 */
export function offlineCalendarBanner(savedAt: Date, now: Date): string {
  const when = clubDateOf(savedAt) === clubDateOf(now) ? "" : `a ${formatClub(savedAt, "dd/MM/yyyy")}, `;
  return `Sem ligação: está a ver o calendário guardado ${when}às ${clubTimeOf(savedAt)}. Não é possível marcar nem cancelar.`;
}
