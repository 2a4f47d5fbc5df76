import { formatClub, now } from "@/lib/club-time";
import type { Tx } from "@/server/db";
import { ConflictError } from "@/server/errors";

export const heldMessage = (until: Date) =>
  `Esta aula está reservada para a lista de espera até ${formatClub(until, "dd/MM/yyyy 'às' HH:mm")}.`;

/** A member cannot book a freed slot straight away while someone else on its list holds it. */
export async function assertNotHeldForOthers(tx: Tx, slotId: number, userId: number): Promise<void> {
  const held = await tx.waitlistEntry.findFirst({
    where: { slotId, userId: { not: userId }, offeredUntil: { gt: now() } },
    orderBy: { offeredUntil: "desc" },
    select: { offeredUntil: true },
  });
  if (held?.offeredUntil) throw new ConflictError(heldMessage(held.offeredUntil));
}
