import { formatClub, now } from "@/lib/club-time";
import { config } from "@/server/config";
import type { Tx } from "@/server/db";
import { enqueueEmail } from "@/server/mail/enqueue-email";

/**
 * Offers a free slot to its waiting list (docs/rules.md, "Waiting list"). Call it inside the transaction that
 * holds the slot's row lock (lockSlot), after the slot became free or an offer lapsed: lapsed
 * offers are dropped from the list, and while an offer runs nothing changes. The first in line
 * holds the slot for `waitlistHoldHours` (the setting, read by the caller before its transaction
 * opened: no pool read inside a transaction, docs/architecture.md); when the lesson starts before
 * such a hold would end, everyone still waiting is offered it at once until it starts (first
 * come, first served). Each offer is mailed through the outbox in the same transaction. Answers
 * how many were offered.
 */
export async function offerFreedSlot(tx: Tx, slotId: number, waitlistHoldHours: number): Promise<number> {
  if (waitlistHoldHours <= 0) return 0;
  const at = now();
  const slot = await tx.availabilitySlot.findUnique({
    where: { id: slotId },
    select: { startsAt: true, endsAt: true, isBlocked: true, booking: { select: { id: true } } },
  });
  if (!slot || slot.booking || slot.isBlocked || slot.startsAt <= at) return 0;
  await tx.waitlistEntry.deleteMany({ where: { slotId, offeredUntil: { lte: at } } });
  const running = await tx.waitlistEntry.count({ where: { slotId, offeredUntil: { gt: at } } });
  if (running > 0) return 0;

  const holdEnd = new Date(at.getTime() + waitlistHoldHours * 3_600_000);
  const everyone = holdEnd >= slot.startsAt;
  const waiting = await tx.waitlistEntry.findMany({
    // A member deactivated since joining is passed over: they can no longer sign in to confirm.
    where: { slotId, offeredAt: null, user: { isActive: true } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: everyone ? undefined : 1,
    select: { id: true, user: { select: { name: true, email: true } }, animal: { select: { name: true } } },
  });
  if (waiting.length === 0) return 0;
  const offeredUntil = everyone ? slot.startsAt : holdEnd;
  await tx.waitlistEntry.updateMany({
    where: { id: { in: waiting.map((entry) => entry.id) } },
    data: { offeredAt: at, offeredUntil },
  });
  for (const entry of waiting) {
    await enqueueEmail(tx, offerMail({ ...entry, startsAt: slot.startsAt, endsAt: slot.endsAt, offeredUntil, everyone }));
  }
  return waiting.length;
}

/**
 * The slot was booked: its offers end (the others keep their place in line) and the new booker's
 * own entry goes. Call it in the booking's transaction.
 */
export async function endWaitlistOffers(tx: Tx, slotId: number, bookerId: number): Promise<void> {
  await tx.waitlistEntry.deleteMany({ where: { slotId, userId: bookerId } });
  await tx.waitlistEntry.updateMany({
    where: { slotId, offeredAt: { not: null } },
    data: { offeredAt: null, offeredUntil: null },
  });
}

type OfferMailInput = {
  user: { name: string; email: string };
  animal: { name: string };
  startsAt: Date;
  endsAt: Date;
  offeredUntil: Date;
  everyone: boolean;
};

export function offerMail({ user, animal, startsAt, endsAt, offeredUntil, everyone }: OfferMailInput) {
  const day = formatClub(startsAt, "dd/MM/yyyy");
  const hour = formatClub(startsAt, "HH:mm");
  const rule = everyone
    ? "A aula começa em breve, por isso foi oferecida a todos na lista de espera: fica com ela quem confirmar primeiro."
    : `A vaga fica reservada para si até ${formatClub(offeredUntil, "dd/MM/yyyy 'às' HH:mm")}. Se não confirmar até lá, passa ao seguinte na lista.`;
  return {
    to: user.email,
    subject: `ACE - Vaga disponível: ${day} às ${hour}`,
    body: [
      `Olá ${user.name},`,
      "",
      "Abriu uma vaga na aula pela qual estava à espera:",
      "",
      `Data: ${formatClub(startsAt, "EEEE, dd/MM/yyyy")}`,
      `Hora: ${hour} - ${formatClub(endsAt, "HH:mm")}`,
      `Animal: ${animal.name}`,
      `Confirme até: ${formatClub(offeredUntil, "dd/MM/yyyy 'às' HH:mm")}`,
      "",
      rule,
      "",
      `Confirme a aula na página inicial da aplicação: ${config().appUrl}/`,
    ].join("\n"),
  };
}
