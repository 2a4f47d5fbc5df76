import { CalendarSubscribeLinks } from "@/components/calendar-feed/subscribe-links";
import { FeedUrlCopy } from "@/components/calendar-feed/feed-url-copy";

/**
 * 'Calendário das Aulas' (docs/rules.md, "Calendar feed"): the member's lessons in their own
 * calendar, subscribed in one tap, or by the address to copy. A new address is made from the home
 * screen's 'Adicionar ao calendário'.
 */
export function CalendarSubscription({ feedUrl }: { feedUrl: string }) {
  return (
    <section aria-labelledby="calendar-subscription" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <h2 id="calendar-subscription" className="text-lg font-semibold text-slate-900">
          Calendário das Aulas
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          As suas aulas no calendário do telemóvel ou do computador: as novas marcações e os cancelamentos aparecem sozinhos.
        </p>
      </div>
      <CalendarSubscribeLinks feedUrl={feedUrl} />
      <FeedUrlCopy feedUrl={feedUrl} />
    </section>
  );
}
