import { db } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";
import { SLOT_NOT_FOUND } from "@/server/availability/delete-slots";

export const CANNOT_BLOCK_BOOKED = "Não é possível bloquear uma disponibilidade com uma aula marcada.";

/** Blocks or unblocks a slot (an addition to the spec). A booked slot cannot be blocked. */
export async function setSlotBlocked(id: number, isBlocked: boolean) {
  const where = isBlocked ? { id, booking: { is: null } } : { id };
  const { count } = await db.availabilitySlot.updateMany({ where, data: { isBlocked } });
  if (count === 0) {
    const exists = await db.availabilitySlot.count({ where: { id } });
    throw exists ? new ConflictError(CANNOT_BLOCK_BOOKED) : new NotFoundError(SLOT_NOT_FOUND);
  }
  return { message: isBlocked ? "Disponibilidade bloqueada." : "Disponibilidade desbloqueada." };
}
