import type { Slot } from "@/lib/availability-api";
import { BookingSummary } from "@/components/scheduling/booking-summary";
import { isGroupLesson } from "@/lib/slot-places";
import { SLOT_CARD_TONES, SlotStatusBadge } from "@/components/scheduling/slot-status";
import { Button } from "@/components/ui/button";

export type SlotAction = { slotId: number; action: "toggle" | "delete" };

type DateSlotListProps = {
  slots: readonly Slot[];
  /** A closure covers the date: its slots stay blocked until the period reopens (docs/rules.md, "Closures"). */
  closed: boolean;
  /** The slot whose action is under way: that button busy, the slot's other one waiting. */
  pending: SlotAction | null;
  onToggleBlocked: (slot: Slot) => void;
  onDelete: (slot: Slot) => void;
};

/**
 * The chosen date's slots, each with block/unblock and delete. A slot with a lesson can be
 * neither blocked nor deleted (the server refuses both), so it offers neither; a slot of a closed
 * day cannot be unblocked, so it offers no 'Desbloquear'.
 */
export function DateSlotList({ slots, closed, pending, onToggleBlocked, onDelete }: DateSlotListProps) {
  if (slots.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
        Não há disponibilidades para esta data.
      </p>
    );
  }
  return (
    <ul className="space-y-2">
      {slots.map((slot) => {
        const time = `${slot.start_time} - ${slot.end_time}`;
        const waiting = pending?.slotId === slot.id;
        return (
          <li
            key={slot.id}
            aria-label={time}
            className={`flex flex-col gap-3 rounded-xl border p-3 sm:flex-row sm:items-center sm:justify-between ${SLOT_CARD_TONES[slot.status]}`}
          >
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900 tabular-nums">{time}</span>
                <SlotStatusBadge status={slot.status} />
                {isGroupLesson(slot) && (
                  <span className="text-xs font-semibold text-slate-700">
                    Aula de grupo: {slot.booked} de {slot.capacity} lugares marcados
                  </span>
                )}
              </div>
              {isGroupLesson(slot) ? slot.bookings.map((booking, index) => <BookingSummary key={index} booking={booking} />) : <BookingSummary booking={slot.booking} />}
            </div>
            {!slot.booking && (
              <div className="flex shrink-0 gap-2">
                {!(closed && slot.is_blocked) && (
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={waiting}
                    busy={waiting && pending?.action === "toggle"}
                    aria-label={`${slot.is_blocked ? "Desbloquear" : "Bloquear"} ${time}`}
                    onClick={() => onToggleBlocked(slot)}
                  >
                    {slot.is_blocked ? "Desbloquear" : "Bloquear"}
                  </Button>
                )}
                <Button
                  type="button"
                  variant="secondary"
                  className="text-red-700"
                  disabled={waiting}
                  busy={waiting && pending?.action === "delete"}
                  aria-label={`Eliminar ${time}`}
                  onClick={() => onDelete(slot)}
                >
                  Eliminar
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
