"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { isNamedBooking, type NamedBooking, type Slot } from "@/lib/availability-api";
import { isGroupLesson } from "@/lib/slot-places";
import { calendarRange, clubDateParam, parseCalendarView, stepCalendarDate, type CalendarView } from "@/lib/calendar-navigation";
import { SLOT_STARTED } from "@/lib/booking-refusals";
import { clubToday } from "@/lib/club-time";
import { hasStarted, slotBadges } from "@/lib/lesson-timing";
import { NOT_BOOKED, NOT_CANCELLED, NOT_ON_WAITLIST } from "@/lib/network-failure";
import { keepCalendarDays } from "@/lib/offline-calendar";
import { offlineCalendarBanner } from "@/lib/offline-calendar-banner";
import { isMember, isStaff } from "@/lib/roles";
import { mayRunLesson } from "@/lib/may-run-lesson";
import type { LessonTrainerJson } from "@/lib/trainer-json";
import { lazyComponent } from "@/components/lazy-component";
import { useQueryState } from "@/components/navigation/use-query-state";
import { useSession } from "@/components/session/session-provider";
import { useClubNow } from "@/components/scheduling/use-club-now";
import { useOnline } from "@/components/offline/use-online";
import { toast } from "@/components/toast";
import { FormAlert } from "@/components/ui/form-alert";
import { ModalLoading, NOT_OPENED } from "@/components/ui/modal-loading";
import { CalendarToolbar } from "./calendar-toolbar";
import type { LessonToCancel } from "./cancel-lesson-dialog";
import { DailySchedule } from "./daily-schedule";
import { DayAllPresent, LessonRecord } from "./lesson-record";
import { SlotCard } from "./slot-card";
import { useCalendarSlots, type FirstView } from "./use-calendar-slots";

// The dialogs (Radix, the forms and their validation) load when one first opens: the screen dims at
// the tap meanwhile, and a dialog the network could not bring closes and says so.
const DIALOG = {
  fallback: <ModalLoading />,
  onUnavailable: (props: { onClose: () => void }) => {
    toast.error(NOT_OPENED);
    props.onClose();
  },
};
const BookingDialog = lazyComponent(() => import("./booking-dialog").then((module) => module.BookingDialog), DIALOG);
const CancelLessonDialog = lazyComponent(() => import("./cancel-lesson-dialog").then((module) => module.CancelLessonDialog), DIALOG);
const WaitlistDialog = lazyComponent(() => import("./waitlist-dialog").then((module) => module.WaitlistDialog), DIALOG);
// The trainer's alone, in the weekly view alone.
const WeeklyEmailButton = lazyComponent(() => import("./weekly-email-button").then((module) => module.WeeklyEmailButton));
// The weekly view: the calendar opens on a day, so the week's code comes when a week is first
// shown, alongside the week's slots (see `show`). If the network cannot bring it, the toast says
// to reload, as for a dialog.
const loadWeeklySchedule = () => import("./weekly-schedule").then((module) => module.WeeklySchedule);
const WeeklySchedule = lazyComponent(loadWeeklySchedule, { onUnavailable: () => toast.error(NOT_OPENED) });


type Shown = { view: CalendarView; date: string };

/** A tap that opens a write: with no network it says at once that nothing was done. */
function whenOnline(open: () => void, notDone: string): () => void {
  return () => (navigator.onLine ? open() : toast.error(notDone));
}

type CalendarScreenProps = {
  first: FirstView | null;
  /** The instant the server rendered the page at: the first render's clock, on both sides. */
  renderedAt: string;
  /** Whether the trainer has blocked bookings, for a member (who is told so by `notice`). */
  bookingsBlocked: boolean;
  /** The title and what the viewer's role does here, rendered on the server (calendar-intro.tsx). */
  heading: ReactNode;
  /** Below the toolbar, rendered on the server: a guest cannot book, or bookings are blocked. */
  notice: ReactNode;
  /** The club's booking lead time in hours, for the booking dialog's note (members only). */
  leadHours: number | null;
  /** The club's cancellation window in hours, for the booking dialog's note; null: not known, no note. */
  cancelHours: number | null;
  /** The club's trainers (docs/rules.md, "Each lesson's trainer"): with more than one, each card names who gives it, and a filter shows one's lessons. */
  trainers: LessonTrainerJson[];
};

/** /calendar: the daily or weekly slots; members book and cancel, the trainer also mails the week. */
export function CalendarScreen({ first, renderedAt, bookingsBlocked, leadHours, cancelHours, heading, notice, trainers }: CalendarScreenProps) {
  const { user } = useSession();
  const trainer = user.role === "trainer";
  // The trainer and the assistant trainers (docs/rules.md, "Roles"): a lesson's actions are for
  // whoever runs it (src/lib/may-run-lesson.ts).
  const staff = isStaff(user.role);
  const runs = (slot: Slot) => mayRunLesson(user, { trainerId: slot.trainer?.id ?? null });
  const guest = user.role === "guest";
  const now = useClubNow(renderedAt);
  const today = clubToday(now);
  // ?view=day|week&date=yyyy-MM-dd (default: the club date the page was rendered on, daily view).
  const [{ view, date }, setShown] = useQueryState<Shown>(
    (query) => ({ view: parseCalendarView(query.get("view")), date: clubDateParam(query.get("date")) ?? today }),
    (shown) => `view=${shown.view}&date=${shown.date}`,
  );
  const [booking, setBooking] = useState<Slot | null>(null);
  const [cancelling, setCancelling] = useState<LessonToCancel | null>(null);
  const [waitlistOf, setWaitlistOf] = useState<number | null>(null);
  const { days: allDays, loadedAt, error, reload } = useCalendarSlots(view, date, first, renderedAt);
  // 'Treinador': the lessons one trainer gives, when the club has more than one.
  const severalTrainers = trainers.length > 1;
  const [trainerFilter, setTrainerFilter] = useState<number | null>(null);
  const days = allDays && trainerFilter !== null
    ? allDays.map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.trainer?.id === trainerFilter) }))
    : allDays;
  // No network (docs/rules.md, "On the phone"): the days on show stay, under a banner, and a tap
  // that would write says it was not done; back online, the view is read again.
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) reload();
    wasOnline.current = online;
  }, [online, reload]);
  // What a member is shown is kept for the offline page (src/lib/offline-calendar.ts). Its code
  // comes with the screen's, as the trainer's records do (lesson-record.tsx): a script of its own
  // would cost a member's first visit more than the few hundred bytes the trainer's carries.
  const member = isMember(user.role);
  useEffect(() => {
    if (member && days) void keepCalendarDays(days).catch(() => {});
  }, [member, days]);
  const range = calendarRange(view, date);

  function show(nextView: CalendarView, nextDate: string) {
    setShown({ view: nextView, date: nextDate });
    // The week's code on its way while its slots are read; never asked for offline, when the
    // browser would keep the failure until the page is loaded again.
    if (nextView === "week" && navigator.onLine) void loadWeeklySchedule().catch(() => {});
  }

  const slots = days?.flatMap((day) => day.slots) ?? [];
  const badges = slotBadges(slots, range, now);
  // An assistant books members into the lessons they give (each slot's `bookable` says which).
  const mayBook = !guest && !bookingsBlocked;
  // The training record (docs/rules.md, "The training record"): the day's started lessons, for 'Todos presentes'.
  // Every participant of a group lesson is a lesson of its own here (docs/rules.md, "Group lessons").
  const startedLessons = staff && view === "day" ? slots.flatMap((slot) => (runs(slot) && hasStarted(slot, now) ? slot.bookings.filter(isNamedBooking) : [])) : [];

  function renderSlot(slot: Slot) {
    const lesson = slot.booking;
    // Nobody books or cancels a lesson that has started (docs/rules.md, "Booking", "Cancellation");
    // the server said so when the slots loaded, the clock says so for slots that started since.
    const started = hasStarted(slot, now);
    const group = isGroupLesson(slot);
    // A group lesson's places are cancelled one by one, from its list of participants.
    const mayCancel = !group && isNamedBooking(lesson) && !started && (runs(slot) || lesson.is_own);
    const cancelPlace = (place: NamedBooking) =>
      !started && (runs(slot) || place.is_own) ? whenOnline(() => setCancelling({ slot, booking: place }), NOT_CANCELLED) : null;
    const bookable = slot.bookable && !started;
    // Why a member cannot book this free slot (the booking's own words), for the card to say.
    const free = !slot.is_blocked && slot.places_left > 0;
    const refusal = staff || guest || !free ? null : started ? SLOT_STARTED : slot.not_bookable_reason;
    // The waiting list (docs/rules.md, "Waiting list"): members on others' lessons not started; the trainer sees who waits.
    const ownLesson = isNamedBooking(lesson) && lesson.is_own;
    const waitlist = slot.status === "booked" && slot.waitlist_count !== undefined &&
      (staff ? slot.waitlist_count > 0 : !ownLesson && !hasStarted(slot, now));
    return (
      <SlotCard
        key={slot.id}
        slot={slot}
        badge={badges.get(slot.id)}
        past={Date.parse(slot.ends_at) <= now.getTime()}
        compact={view === "week"}
        trainerName={severalTrainers ? (slot.trainer?.name ?? null) : null}
        onBook={mayBook && bookable ? whenOnline(() => setBooking(slot), NOT_BOOKED) : null}
        notBookableReason={refusal}
        onCancel={mayCancel ? whenOnline(() => setCancelling({ slot, booking: lesson }), NOT_CANCELLED) : null}
        onWaitlist={waitlist ? (staff ? () => setWaitlistOf(slot.id) : whenOnline(() => setWaitlistOf(slot.id), NOT_ON_WAITLIST)) : null}
        cancelPlace={cancelPlace}
        record={
          // The training record (docs/rules.md, "The training record"): marked from the day view;
          // a group lesson's, each participant's.
          runs(slot) && view === "day" && started && group && slot.bookings.length > 0 ? (
            <div className="space-y-4">
              {slot.bookings.filter(isNamedBooking).map((place) => (
                <div key={place.id}>
                  <p className="mb-1 text-sm font-semibold text-slate-900">
                    {place.user_name} com {place.animal_name}
                  </p>
                  <LessonRecord booking={place} time={`${slot.start_time} (${place.animal_name})`} onSaved={reload} />
                </div>
              ))}
            </div>
          ) : runs(slot) && view === "day" && started && isNamedBooking(lesson) ? (
            <LessonRecord booking={lesson} time={slot.start_time} onSaved={reload} />
          ) : null
        }
      />
    );
  }

  return (
    <section className="space-y-5">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        {heading}
        {trainer && view === "week" && <WeeklyEmailButton week={range} />}
      </header>

      <CalendarToolbar
        view={view}
        date={date}
        onViewChange={(next) => show(next, date)}
        onDateChange={(next) => show(view, next)}
        onStep={(direction) => show(view, stepCalendarDate(view, date, direction))}
        onToday={() => show(view, clubToday())}
      />

      {severalTrainers && (
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 sm:flex-row sm:items-center sm:gap-3">
          Treinador
          <select
            value={trainerFilter ?? ""}
            onChange={(event) => setTrainerFilter(event.target.value ? Number(event.target.value) : null)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 sm:w-64"
          >
            <option value="">Todos os treinadores</option>
            {trainers.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
          </select>
        </label>
      )}

      {notice}
      {!online && loadedAt && (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {offlineCalendarBanner(loadedAt, now)}
        </p>
      )}
      <FormAlert message={error} />

      {days === null ? (
        !error && (
          <p role="status" className="py-10 text-center text-sm text-slate-600">
            A carregar calendário...
          </p>
        )
      ) : view === "day" ? (
        <DailySchedule
          day={days[0]}
          today={today}
          renderSlot={renderSlot}
          attendance={
            startedLessons.length > 0 && (
              <DayAllPresent bookingIds={startedLessons.filter((lesson) => lesson.attendance === null).map((lesson) => lesson.id)} onSettled={reload} />
            )
          }
        />
      ) : (
        <WeeklySchedule days={days} today={today} renderSlot={renderSlot} onOpenDay={(day) => show("day", day)} />
      )}

      {!guest && booking && <BookingDialog slot={booking} trainer={staff} assistant={user.role === "assistant"} leadHours={leadHours} cancelHours={cancelHours} onClose={() => setBooking(null)} onSettled={reload} />}
      {!guest && waitlistOf !== null && (
        <WaitlistDialog
          slot={slots.find((slot) => slot.id === waitlistOf) ?? null}
          trainer={staff}
          onClose={() => setWaitlistOf(null)}
          onSettled={reload}
        />
      )}
      {cancelling && <CancelLessonDialog lesson={cancelling} trainer={staff} onClose={() => setCancelling(null)} onSettled={reload} />}
    </section>
  );
}
