import type { ReactNode } from "react";
import type { Slot } from "@/lib/availability-api";
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
  /** Who gives the lesson, when the club has more than one trainer (docs/rules.md, "Each lesson's trainer"). */
  trainerName?: string | null;
};

/** One slot of the calendar: time, weather, status, badges and who booked it. */
export function SlotCard({
  slot, badge, onBook, notBookableReason = null, onCancel, onWaitlist = null, past = false, compact = false, record = null, trainerName = null,
}: SlotCardProps) {
  const time = `${slot.start_time} - ${slot.end_time}`;
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
        {onBook && <span className="text-xs font-semibold text-brand-700">Marcar aula</span>}
      </div>
      {trainerName && <p className="mt-1 text-xs text-slate-700">Treinador: {trainerName}</p>}
      {notBookableReason && <p className="mt-1.5 text-xs text-slate-700">{notBookableReason}</p>}
      {slot.booking && (
        <div className="mt-2">
          <BookingSummary booking={slot.booking} markOwn />
        </div>
      )}
    </>
  );

  const rounding = record ? "rounded-t-xl" : "rounded-xl";
  const frame = `block w-full ${rounding} border text-left ${compact ? "p-2.5" : "p-3 sm:p-4"} ${SLOT_CARD_TONES[status]} ${past ? "grayscale" : ""}`;
  return (
    <li aria-label={time}>
      {onBook ? (
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
