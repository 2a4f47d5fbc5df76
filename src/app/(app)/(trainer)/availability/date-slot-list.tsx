"use client";

import { useId, useState, type FormEvent } from "react";
import type { Slot } from "@/lib/availability-api";
import { BookingSummary } from "@/components/scheduling/booking-summary";
import { isGroupLesson } from "@/lib/slot-places";
import { SLOT_CARD_TONES, SlotStatusBadge } from "@/components/scheduling/slot-status";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/input-class";

export type SlotAction = { slotId: number; action: "toggle" | "delete" | "places" };

type DateSlotListProps = {
  slots: readonly Slot[];
  /** A closure covers the date: its slots stay blocked until the period reopens (docs/rules.md, "Closures"). */
  closed: boolean;
  /** The slot whose action is under way: that button busy, the slot's other one waiting. */
  pending: SlotAction | null;
  onToggleBlocked: (slot: Slot) => void;
  onDelete: (slot: Slot) => void;
  /** Sends the places typed (null: none); resolves with the server's refusal, or null once done. */
  onSetPlaces: (slot: Slot, capacity: number | null) => Promise<string | null>;
};

/**
 * The chosen date's slots, each with its places ('Lugares', docs/rules.md, "Group lessons"),
 * block/unblock and delete. A slot with a lesson can be neither blocked nor deleted (the server
 * refuses both), so it offers neither, but its places can change; a slot of a closed day cannot be
 * unblocked, so it offers no 'Desbloquear'.
 */
export function DateSlotList({ slots, closed, pending, onToggleBlocked, onDelete, onSetPlaces }: DateSlotListProps) {
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
            <div className="flex shrink-0 flex-wrap items-end gap-2">
              <SlotPlaces
                // A new form once the places changed: the field shows the slot's own number again.
                key={slot.capacity}
                slot={slot}
                time={time}
                disabled={waiting}
                busy={waiting && pending?.action === "places"}
                onSave={onSetPlaces}
              />
              {!slot.booking && (
                <>
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
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

type SlotPlacesProps = {
  slot: Slot;
  time: string;
  disabled: boolean;
  busy: boolean;
  onSave: (slot: Slot, capacity: number | null) => Promise<string | null>;
};

/**
 * A slot's places, 1 to 12 (docs/rules.md, "Group lessons"): sent as typed, and the server's
 * refusal ('Os lugares têm de ser um número de 1 a 12.', or fewer than the places booked) said
 * once, under the field, where the trainer is looking.
 */
function SlotPlaces({ slot, time, disabled, busy, onSave }: SlotPlacesProps) {
  const fieldId = useId();
  const [typed, setTyped] = useState(String(slot.capacity));
  const [refusal, setRefusal] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    setRefusal(null);
    const capacity = typed.trim() === "" ? null : Number(typed);
    setRefusal(await onSave(slot, capacity));
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={`Lugares das ${time}`} className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={fieldId} className="mb-1 block text-xs font-medium text-slate-700">
          Lugares
        </label>
        <input
          id={fieldId}
          type="number"
          inputMode="numeric"
          min={1}
          max={12}
          value={typed}
          disabled={disabled}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${fieldId}-refusal` : undefined}
          onChange={(event) => setTyped(event.target.value)}
          className={`${INPUT_CLASS} w-20`}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={disabled} busy={busy} aria-label={`Guardar os lugares das ${time}`}>
        Guardar
      </Button>
      {refusal && (
        <p id={`${fieldId}-refusal`} role="alert" className="max-w-64 basis-full text-sm text-red-700">
          {refusal}
        </p>
      )}
    </form>
  );
}
