"use client";

import { handlerName } from "@/lib/household-json";
import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { loadUpcomingBookings, type Booking } from "@/lib/booking-api";
import { clubToday } from "@/lib/club-time";
import { isInProgress } from "@/lib/lesson-timing";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { keepUpcomingLessons } from "@/lib/offline-lessons";
import { isMember, isStaff } from "@/lib/roles";
import { lessonDays, showMoreLabel, UPCOMING_PAGE_SIZE } from "@/lib/upcoming-classes";
import { BOOKINGS_CHANGED_EVENT } from "@/lib/waitlist-api";
import { lazyComponent } from "@/components/lazy-component";
import { useSession } from "@/components/session/session-provider";
import { CalendarPlusIcon } from "@/components/ui/icons/calendar-plus-icon";
import { LessonTimingBadge } from "@/components/scheduling/slot-status";
import { useClubNow } from "@/components/scheduling/use-club-now";
import { toast } from "@/components/toast";
import { ReadyButton } from "@/components/ui/ready-button";
import { FormAlert } from "@/components/ui/form-alert";

// Loads when first opened.
const AddToCalendarDialog = lazyComponent(() => import("./add-to-calendar-dialog").then((module) => module.AddToCalendarDialog));

/**
 * Home: the lessons not yet ended, in start order, 5 at a time. The trainer sees everyone's
 * ('{member} com {animal}'), members their own (the animal); students and externals can export them.
 *
 * `initial` may be only the first of the lessons the page read (the trainer's: the whole club's
 * month, 140 and more in a busy club, would come with the page's data and be read by the browser
 * before it can answer a tap), with `initialTotal` counting them all; the rest load when 'Ver
 * mais' asks past them.
 */
export function UpcomingClassesCard({ initial, initialTotal }: { initial: Booking[] | null; initialTotal?: number }) {
  const { user } = useSession();
  const trainer = user.role === "trainer";
  // An assistant trainer's list is the lessons they give (GET /api/bookings/my), shown as the trainer's.
  const staff = isStaff(user.role);
  // Students get the export; externals are like a student (docs/rules.md, "Roles") and have a feed URL too.
  // The staff's feed holds the lessons they give (docs/rules.md, "Each lesson's trainer").
  const canExport = isMember(user.role) || staff;
  const [bookings, setBookings] = useState<Booking[] | null>(initial);
  // How many of the page's lessons did not come with it; 0 once the whole list is loaded.
  const [notSent, setNotSent] = useState(initial && initialTotal ? Math.max(0, initialTotal - initial.length) : 0);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(UPCOMING_PAGE_SIZE);
  const [exporting, setExporting] = useState(false);
  const now = useClubNow();
  // A lesson confirmed from the waiting-list card reloads the list.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const reload = () => setVersion((count) => count + 1);
    window.addEventListener(BOOKINGS_CHANGED_EVENT, reload);
    return () => window.removeEventListener(BOOKINGS_CHANGED_EVENT, reload);
  }, []);

  useEffect(() => {
    if (version === 0 && initial) return; // read with the page (home's page.tsx)
    const loaded = (list: Booking[]) => {
      setBookings(list);
      setNotSent(0);
    };
    return loadWhileCurrent(loadUpcomingBookings({ all: trainer }), loaded, (failure) => {
      const message = errorMessage(failure, "Erro ao carregar próximas aulas");
      setError(message);
      toast.error(message);
    });
  }, [trainer, version, initial]);

  // A member's list, as shown, is kept for the offline page (docs/rules.md, "On the phone"); the
  // trainer's holds other people's lessons and stays off the device.
  useEffect(() => {
    if (!isMember(user.role) || !bookings || notSent > 0) return;
    keepUpcomingLessons(bookings).catch((failure: unknown) => console.error("Erro ao guardar as próximas aulas no dispositivo", failure));
  }, [user.role, bookings, notSent]);

  // A lesson that has ended while the screen was open leaves the list.
  const upcoming = bookings?.filter((booking) => Date.parse(booking.ends_at) > now.getTime()) ?? [];
  const days = lessonDays(upcoming, shown, clubToday(now));
  const more = showMoreLabel(upcoming.length + notSent, shown);

  function showMore() {
    const next = shown + UPCOMING_PAGE_SIZE;
    setShown(next);
    // Past what came with the page: the whole list is read (its first lessons are shown meanwhile).
    if (notSent > 0 && next > upcoming.length) setVersion((count) => count + 1);
  }

  return (
    <section aria-labelledby="upcoming-classes" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="upcoming-classes" className="text-lg font-semibold text-slate-900">
          Próximas Aulas
        </h2>
        {canExport && (
          <ReadyButton type="button" variant="secondary" onClick={() => setExporting(true)}>
            <CalendarPlusIcon className="h-4 w-4" />
            Adicionar ao calendário
          </ReadyButton>
        )}
      </div>

      <div className="mt-4 space-y-4">
        <FormAlert message={error} />
        {bookings === null ? (
          !error && (
            <p role="status" className="text-sm text-slate-600">
              A carregar próximas aulas...
            </p>
          )
        ) : upcoming.length === 0 ? (
          <p className="text-sm text-slate-600">{staff ? "Não há próximas aulas marcadas." : "Não tem aulas marcadas no futuro."}</p>
        ) : (
          days.map((day) => (
            <div key={day.date}>
              <h3 className="text-sm font-semibold text-brand-800">{day.label}</h3>
              <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                {day.lessons.map((lesson) => (
                  <li key={lesson.id} className="flex items-start gap-3 px-3 py-2.5">
                    <span className="w-12 shrink-0 font-semibold text-slate-900 tabular-nums">{lesson.start_time}</span>
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                        {staff
                          ? `${handlerName(lesson.user_name, lesson.dependant)} com ${lesson.animal_name}`
                          : lesson.dependant
                            ? `${lesson.dependant.name} com ${lesson.animal_name}`
                            : lesson.animal_name}
                        {isInProgress(lesson, now) && <LessonTimingBadge badge="Agora" />}
                      </p>
                      {lesson.observations && <p className="mt-0.5 text-sm break-words text-slate-600">{lesson.observations}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
        {more && (
          <ReadyButton type="button" variant="secondary" onClick={showMore}>
            {more}
          </ReadyButton>
        )}
      </div>

      {canExport && exporting && <AddToCalendarDialog open={exporting} onOpenChange={setExporting} />}
    </section>
  );
}
