import type { ReactNode } from "react";
import { isNamedBooking, type NamedBooking, type Slot } from "@/lib/availability-api";
import { isGroupLesson, placesLabel } from "@/lib/slot-places";
import type { SlotBadge } from "@/lib/lesson-timing";
import { BookingSummary } from "@/components/scheduling/booking-summary";
import { LessonTimingBadge, SLOT_CARD_TONES, SlotStatusBadge } from "@/components/scheduling/slot-status";
import { Button } from "@/components/ui/button";
import { SlotWeather } from "./slot-weather";

type SlotCardProps = {
  slot: Slot;
  badge: SlotBadge | undefined;
  /** Opens the booking modal: only for an available slot that this viewer may book. */
  onBook: (() => void) | null;
  /** Why this member cannot book this free slot (the booking's own refusal); the card says so instead of offering it. */
  notBookableReason?: string | null;
  /** Cancels the slot's lesson: for the trainer and its owner, before it starts. */
  onCancel: (() => void) | null;
  /** Opens the waiting-list dialog: booked slots, for members (not their own lesson) and the trainer. */
  onWaitlist?: (() => void) | null;
  /** Already over: drained of colour. Not faded: faded text falls below AA contrast. */
  past?: boolean;
  /** The weekly view's narrow columns. */
  compact?: boolean;
  /** Below the card, never drained of colour: the trainer's attendance and note on a started lesson. */
  record?: ReactNode;
  /** A group lesson's participant's cancellation (the trainer's, a member's own place), or null. */
  cancelPlace?: (booking: NamedBooking) => (() => void) | null;
  /** Who gives the lesson, when the club has more than one trainer (docs/rules.md, "Each lesson's trainer"). */
  trainerName?: string | null;
};

/** One slot of the calendar: time, weather, status, badges and who booked it (a group lesson: its places and participants). */
export function SlotCard({
  slot, badge, onBook, notBookableReason = null, onCancel, onWaitlist = null, past = false, compact = false, record = null, cancelPlace, trainerName = null,
}: SlotCardProps) {
  const time = `${slot.start_time} - ${slot.end_time}`;
  const group = isGroupLesson(slot);
  const places = placesLabel(slot);
  // A free slot this member cannot book reads as unavailable, with the reason, never 'Disponível'.
  const status = notBookableReason && slot.status === "available" ? "unavailable" : slot.status;
  const body = (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <span className={`font-semibold tabular-nums ${compact ? "text-sm" : "text-base"}`}>{time}</span>
        <SlotWeather slot={slot} />
        {badge && <LessonTimingBadge badge={badge} />}
      </div>
      <div className="mt-1.5 flex flex-wrap items-center gap-2">
        <SlotStatusBadge status={status} />
        {places && (
          <span className="inline-flex rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset">
            Aula de grupo: {places}
          </span>
        )}
        {onBook && !group && <span className="text-xs font-semibold text-brand-700">Marcar aula</span>}
      </div>
      {trainerName && <p className="mt-1 text-xs text-slate-700">Treinador: {trainerName}</p>}
      {notBookableReason && <p className="mt-1.5 text-xs text-slate-700">{notBookableReason}</p>}
      {!group && slot.booking && (
        <div className="mt-2">
          <BookingSummary booking={slot.booking} markOwn showPhone />
        </div>
      )}
      {/* Below a started group lesson the trainer's record names each participant: not twice. */}
      {group && slot.bookings.length > 0 && !record && (
        <ul aria-label={`Participantes das ${slot.start_time}`} className="mt-2 space-y-1.5">
          {slot.bookings.map((booking, index) => {
            const cancel = isNamedBooking(booking) ? cancelPlace?.(booking) : null;
            return (
              // In the week's narrow columns the name takes the line and its button goes under it.
              <li
                key={isNamedBooking(booking) ? booking.id : `private-${index}`}
                className={compact ? "flex flex-col items-start gap-1" : "flex items-start justify-between gap-2"}
              >
                <BookingSummary booking={booking} markOwn showPhone />
                {cancel && isNamedBooking(booking) && (
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={cancel}
                    aria-label={`Cancelar o lugar de ${booking.animal_name} das ${slot.start_time}`}
                    className="shrink-0 px-3 text-xs text-red-700"
                  >
                    Cancelar
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );

  const rounding = record ? "rounded-t-xl" : "rounded-xl";
  const frame = `block w-full ${rounding} border text-left ${compact ? "p-2.5" : "p-3 sm:p-4"} ${SLOT_CARD_TONES[status]} ${past ? "grayscale" : ""}`;
  return (
    <li aria-label={time}>
      {onBook && !group ? (
        <button
          type="button"
          onClick={onBook}
          className={`${frame} cursor-pointer transition hover:border-brand-500 hover:shadow-sm`}
        >
          {body}
        </button>
      ) : (
        <div className={frame}>
          {body}
          {onBook && group && (
            <Button type="button" onClick={onBook} aria-label={`Marcar lugar na aula das ${slot.start_time}`} className={`mt-3 ${compact ? "min-h-8 w-full px-2 py-1 text-xs" : ""}`}>
              Marcar lugar
            </Button>
          )}
          {onCancel && (
            <Button
              type="button"
              variant="secondary"
              onClick={onCancel}
              aria-label={`Cancelar aula das ${slot.start_time}`}
              className={`mt-3 text-red-700 ${compact ? "min-h-8 w-full px-2 py-1 text-xs" : ""}`}
            >
              Cancelar aula
            </Button>
          )}
          {onWaitlist && (
            <Button
              type="button"
              variant="secondary"
              onClick={onWaitlist}
              aria-label={`Lista de espera das ${slot.start_time} (${slot.waitlist_count ?? 0})`}
              className={`mt-3 ${compact ? "min-h-8 w-full px-2 py-1 text-xs" : ""}`}
            >
              Lista de espera ({slot.waitlist_count ?? 0})
            </Button>
          )}
        </div>
      )}
      {record && (
        <div className={`rounded-b-xl border border-t-0 bg-white p-3 sm:p-4 ${past ? "border-slate-200" : "border-blue-200"}`}>{record}</div>
      )}
    </li>
  );
}
