import type { Metadata } from "next";
import { clubDateParam, parseCalendarView } from "@/lib/calendar-navigation";
import { clubToday, now } from "@/lib/club-time";
import { isMember } from "@/lib/roles";
import { requirePageUser } from "@/server/auth/page-session";
import { listSlotsOfDate, listSlotsOfWeek } from "@/server/availability/list-slots";
import { firstLoad } from "@/server/http/first-load";
import { bookingSettings } from "@/server/settings/club-settings";
import { listTrainers } from "@/server/trainers/list-trainers";
import { WeatherIconSprite } from "@/components/weather/weather-icon-sprite";
import { CalendarHeading, CalendarNotice } from "./calendar-intro";
import { CalendarScreen } from "./calendar-screen";
import type { FirstView } from "./use-calendar-slots";

export const metadata: Metadata = { title: "Calendário" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /calendar?view=day|week&date=yyyy-MM-dd. The view asked for comes with the page, read as its API
 * call reads it (GET /api/availability/date|week/{date}), so a phone shows the lessons without a
 * second round trip and nothing shifts as they arrive; the screen then follows the address itself.
 */
export default async function CalendarPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageUser();
  const query = await searchParams;
  const at = now();
  const view = parseCalendarView(single(query.view));
  const date = clubDateParam(single(query.date)) ?? clubToday(at);
  const member = isMember(user.role);
  const [days, rules, staff] = await Promise.all([
    firstLoad("calendar", async () =>
      view === "week" ? (await listSlotsOfWeek(user, date)).days : [await listSlotsOfDate(user, date)],
    ),
    // Members are told up front when the trainer has blocked bookings, and the club's lead time;
    // the server refuses them anyway. Whoever books is told the cancellation window in the dialog.
    user.role === "guest" ? null : firstLoad("calendar", () => bookingSettings()),
    // Who gives the lessons (docs/rules.md, "Each lesson's trainer"): names only, for the cards and the filter.
    firstLoad("calendar", () => listTrainers()),
  ]);
  const trainers = staff?.trainers.map(({ id, name }) => ({ id, name })) ?? [];
  const first: FirstView | null = days && { view, date, days };
  const bookingsBlocked = member && rules?.bookingsBlocked === true;
  return (
    <>
      <CalendarScreen
        first={first}
        renderedAt={at.toISOString()}
        bookingsBlocked={bookingsBlocked}
        leadHours={member ? (rules?.minHoursAhead ?? null) : null}
        cancelHours={rules?.cancelMinHoursBefore ?? null}
        trainers={trainers}
        heading={<CalendarHeading role={user.role} />}
        notice={<CalendarNotice role={user.role} bookingsBlocked={bookingsBlocked} />}
      />
      {/* The slots' weather icons draw from it (components/weather/weather-icon.tsx). */}
      <WeatherIconSprite />
    </>
  );
}
