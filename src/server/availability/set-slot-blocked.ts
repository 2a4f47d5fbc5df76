import { db } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";
import { closedSlotUnblockMessage, closureAt } from "@/server/availability/closed-days";
import { SLOT_NOT_FOUND } from "@/server/availability/delete-slots";
import { lockSlot } from "@/server/availability/lock-slot";

export const CANNOT_BLOCK_BOOKED = "Não é possível bloquear uma disponibilidade com uma aula marcada.";

/**
 * Blocks or unblocks a slot (docs/rules.md, "Slots"). A booked slot cannot be blocked. A slot of a
 * closed day cannot be unblocked (docs/rules.md, "Closures": the day says it is closed); blocking
 * one by hand keeps it blocked when the period reopens.
 */
export async function setSlotBlocked(id: number, isBlocked: boolean) {
  return db.$transaction(async (tx) => {
    const slot = await lockSlot(tx, id);
    if (!slot) throw new NotFoundError(SLOT_NOT_FOUND);
    if (isBlocked && slot.booked) throw new ConflictError(CANNOT_BLOCK_BOOKED);
    if (!isBlocked) {
      // Read after the slot's lock: a closure blocking this slot now has either finished or not begun.
      const closure = await closureAt(tx, slot.startsAt);
      if (closure) throw new ConflictError(closedSlotUnblockMessage(closure.reason));
    }
    await tx.availabilitySlot.update({ where: { id }, data: { isBlocked, blockedByClosure: false } });
    return { message: isBlocked ? "Disponibilidade bloqueada." : "Disponibilidade desbloqueada." };
  });
}
