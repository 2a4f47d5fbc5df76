import { addClubDays, clubInstant } from "@/lib/club-time";
import { countLabel, plural } from "@/lib/plural";
import { db } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";
import { lockSlot, lockSlotsStartingBetween } from "@/server/availability/lock-slot";

export const SLOT_NOT_FOUND = "Disponibilidade não encontrada.";
export const SLOT_HAS_BOOKING = "Não é possível eliminar uma disponibilidade com uma aula marcada.";

/** Deletes one slot; a slot with a booking stays (409). */
export async function deleteSlot(id: number) {
  return db.$transaction(async (tx) => {
    const slot = await lockSlot(tx, id);
    if (!slot) throw new NotFoundError(SLOT_NOT_FOUND);
    if (slot.booked) throw new ConflictError(SLOT_HAS_BOOKING);
    await tx.availabilitySlot.delete({ where: { id } });
    return { message: "Disponibilidade eliminada com sucesso!" };
  });
}

/** Deletes a date's unbooked slots and keeps the booked ones. */
export async function deleteSlotsOfDate(date: string) {
  const from = clubInstant(date, "00:00");
  const to = clubInstant(addClubDays(date, 1), "00:00");
  return db.$transaction(async (tx) => {
    // Lock the day's slots first: a booking in progress finishes before we look (or waits for us).
    await lockSlotsStartingBetween(tx, from, to);
    const day = { gte: from, lt: to };
    const { count: deleted } = await tx.availabilitySlot.deleteMany({ where: { startsAt: day, bookings: { none: {} } } });
    const preserved = await tx.availabilitySlot.count({ where: { startsAt: day } });
    return {
      message: `${countLabel(deleted, { one: "disponibilidade eliminada", other: "disponibilidades eliminadas" })}, ${preserved} com aula marcada ${plural(preserved, { one: "mantida", other: "mantidas" })}.`,
      deleted_slots: deleted,
      preserved_slots: preserved,
    };
  });
}
