import { db } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";
import { SLOT_NOT_FOUND } from "@/server/availability/delete-slots";
import { lockSlot } from "@/server/availability/lock-slot";

export const CANNOT_BLOCK_BOOKED = "Não é possível bloquear uma disponibilidade com uma aula marcada.";

/** Blocks or unblocks a slot (docs/rules.md, "Slots"). A booked slot cannot be blocked. */
export async function setSlotBlocked(id: number, isBlocked: boolean) {
  return db.$transaction(async (tx) => {
    const slot = await lockSlot(tx, id);
    if (!slot) throw new NotFoundError(SLOT_NOT_FOUND);
    if (isBlocked && slot.booked) throw new ConflictError(CANNOT_BLOCK_BOOKED);
    await tx.availabilitySlot.update({ where: { id }, data: { isBlocked } });
    return { message: isBlocked ? "Disponibilidade bloqueada." : "Disponibilidade desbloqueada." };
  });
}
