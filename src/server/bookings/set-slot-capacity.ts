import { ConflictError, NotFoundError } from "@/server/errors";
import { db } from "@/server/db";
import { SLOT_NOT_FOUND } from "@/server/availability/delete-slots";
import { lockSlot } from "@/server/availability/lock-slot";
import { countLabel } from "@/lib/plural";
import { bookingSettings } from "@/server/settings/club-settings";
import { offerFreedSlot } from "@/server/waitlist/offer-freed-slot";

/** Places below the bookings already made (docs/rules.md, "Group lessons"). */
export function belowBookedMessage(taken: number): string {
  return `Esta aula já tem ${countLabel(taken, { one: "lugar marcado", other: "lugares marcados" })}: os lugares não podem ser menos.`;
}

/**
 * PUT /availability/slot/{id} { capacity }: a slot's places, 1 (a private lesson) to 12, never
 * below the bookings it holds (409). Under the slot's lock, as booking is: a booking waits for
 * this, or this for it (the database refuses it as well: migration 20261129100000_group_lessons).
 * Here beside the booking path rather than in availability/: a full lesson given a place offers
 * it to its waiting list, and waitlist/ already reads availability/.
 */
export async function setSlotCapacity(id: number, capacity: number) {
  // Read before the transaction opens (no pool read inside one: docs/architecture.md).
  const { waitlistHoldHours } = await bookingSettings();
  return db.$transaction(async (tx) => {
    const slot = await lockSlot(tx, id);
    if (!slot) throw new NotFoundError(SLOT_NOT_FOUND);
    if (capacity < slot.taken) throw new ConflictError(belowBookedMessage(slot.taken));
    await tx.availabilitySlot.update({ where: { id }, data: { capacity } });
    // A full lesson given more places: the new place is offered as a freed one is (docs/rules.md, "Waiting list").
    if (slot.full && capacity > slot.taken) await offerFreedSlot(tx, id, waitlistHoldHours);
    return { message: `Aula com ${countLabel(capacity, { one: "lugar", other: "lugares" })}.`, capacity };
  });
}
