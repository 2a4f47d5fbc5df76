import { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from "@/server/errors";
import { lockSlot } from "@/server/availability/lock-slot";
import type { Viewer } from "@/server/availability/slot-view";
import { bookingJsonSelect, toBookingJson } from "@/server/bookings/booking-json";
import { ANIMAL_NOT_FOUND, BOOKINGS_BLOCKED, SLOT_BLOCKED, SLOT_NOT_FOUND, SLOT_STARTED, SLOT_TAKEN } from "@/server/bookings/book-slot";
import { bookingSettings } from "@/server/settings/club-settings";
import { endWaitlistOffers } from "@/server/waitlist/offer-freed-slot";
import { ENTRY_NOT_FOUND } from "@/server/waitlist/waitlist-position";

export const NO_OFFER = "Não tem uma vaga oferecida nesta aula (ou o prazo para confirmar terminou).";

/**
 * Books the offered slot for the member whose entry it is (booking rules apply, lead time
 * excepted). Confirmations take the slot's row lock one after the other: the first books it and
 * ends the offers, the others find it taken (409). The unique slot id of bookings backs that up.
 */
export async function confirmWaitlistOffer(viewer: Viewer, entryId: number) {
  const settings = await bookingSettings();
  if (settings.bookingsBlocked) throw new ForbiddenError(BOOKINGS_BLOCKED);
  const found = await db.waitlistEntry.findFirst({ where: { id: entryId, userId: viewer.id }, select: { slotId: true } });
  if (!found) throw new NotFoundError(ENTRY_NOT_FOUND);
  try {
    const booking = await db.$transaction(async (tx) => {
      const slot = await lockSlot(tx, found.slotId);
      if (!slot) throw new NotFoundError(SLOT_NOT_FOUND);
      const entry = await tx.waitlistEntry.findFirst({ where: { id: entryId, userId: viewer.id } });
      if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
      if (slot.booked) throw new ConflictError(SLOT_TAKEN);
      if (slot.isBlocked) throw new ConflictError(SLOT_BLOCKED);
      const at = now();
      if (slot.startsAt <= at) throw new InvalidInputError(SLOT_STARTED);
      if (!entry.offeredUntil || entry.offeredUntil <= at) throw new ConflictError(NO_OFFER);
      const [animal] = await tx.$queryRaw<{ userId: number }[]>`
        SELECT a.user_id AS "userId" FROM animals a JOIN users u ON u.id = a.user_id
        WHERE a.id = ${entry.animalId} AND a.user_id = ${viewer.id} AND a.archived_at IS NULL
          AND u.is_active AND u.approved_at IS NOT NULL
        FOR SHARE OF a`;
      if (!animal) throw new NotFoundError(ANIMAL_NOT_FOUND);
      const created = await tx.booking.create({
        data: { slotId: slot.id, animalId: entry.animalId, userId: viewer.id },
        select: bookingJsonSelect,
      });
      await endWaitlistOffers(tx, slot.id, viewer.id);
      return created;
    });
    return { message: "Aula marcada com sucesso!", booking: toBookingJson(booking) };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new ConflictError(SLOT_TAKEN);
    throw error;
  }
}
