import { googleCalendarUrl, webcalUrl } from "@/lib/calendar-feed-links";
import { CalendarPlusIcon } from "@/components/ui/icons/calendar-plus-icon";
import { buttonClass } from "@/components/ui/button";

/**
 * The member's calendar feed in one tap: the `webcal://` link opens the calendar app of an
 * iPhone, an iPad or a Mac (and Outlook) ready to subscribe; Google Calendar takes it on its own
 * page, where an Android phone's calendar comes from.
 */
export function CalendarSubscribeLinks({ feedUrl }: { feedUrl: string }) {
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a href={webcalUrl(feedUrl)} className={buttonClass("primary")}>
          <CalendarPlusIcon className="h-4 w-4" />
          Subscrever no calendário
        </a>
        <a href={googleCalendarUrl(feedUrl)} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
          Adicionar ao Google Calendar
        </a>
      </div>
      <p className="text-sm text-slate-600">
        No iPhone, no iPad e no Mac, «Subscrever no calendário» abre a app Calendário; no Android, use o Google Calendar.
      </p>
    </div>
  );
}
