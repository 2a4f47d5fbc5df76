import { addClubDays, clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";

export const SLOT_NOT_FOUND = "Disponibilidade não encontrada.";
export const SLOT_HAS_BOOKING = "Não é possível eliminar uma disponibilidade com uma aula marcada.";

/** Deletes one slot; a slot with a booking stays (409). */
export async function deleteSlot(id: number) {
  const { count } = await db.availabilitySlot.deleteMany({ where: { id, booking: { is: null } } });
  if (count === 1) return { message: "Disponibilidade eliminada com sucesso!" };
  const exists = await db.availabilitySlot.count({ where: { id } });
  throw exists ? new ConflictError(SLOT_HAS_BOOKING) : new NotFoundError(SLOT_NOT_FOUND);
}

/** Deletes a date's unbooked slots and keeps the booked ones. */
export async function deleteSlotsOfDate(date: string) {
  const day = { gte: clubInstant(date, "00:00"), lt: clubInstant(addClubDays(date, 1), "00:00") };
  return db.$transaction(async (tx) => {
    const { count: deleted } = await tx.availabilitySlot.deleteMany({ where: { startsAt: day, booking: { is: null } } });
    const preserved = await tx.availabilitySlot.count({ where: { startsAt: day } });
    return {
      message: `${deleted} disponibilidade(s) eliminada(s), ${preserved} com aula marcada mantida(s).`,
      deleted_slots: deleted,
      preserved_slots: preserved,
    };
  });
}
