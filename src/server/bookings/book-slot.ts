import { Prisma } from "@/generated/prisma/client";
import { isClubMonday, now } from "@/lib/club-time";
import type { BookSlotBody } from "@/lib/validations/bookings";
import { db } from "@/server/db";
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from "@/server/errors";
import { lockSlot } from "@/server/availability/lock-slot";
import type { Viewer } from "@/server/availability/slot-view";
import { bookingJsonSelect, toBookingJson } from "@/server/bookings/booking-json";
import { bookingSettings } from "@/server/settings/club-settings";
import { assertNotHeldForOthers } from "@/server/waitlist/held-slot";
import { endWaitlistOffers } from "@/server/waitlist/offer-freed-slot";

export const GUESTS_CANNOT_BOOK = "Convidados não podem marcar aulas";
export const BOOKINGS_BLOCKED = "As marcações estão temporariamente bloqueadas. Contacte o treinador para mais informações.";
export const SLOT_NOT_FOUND = "Aula não encontrada.";
export const ANIMAL_NOT_FOUND = "Animal não encontrado.";
export const SLOT_TAKEN = "Esta aula já está marcada.";
export const SLOT_BLOCKED = "Esta aula está bloqueada pelo treinador.";
export const NOT_OWN_ANIMAL = "Só pode marcar aulas com os seus próprios animais.";
export const NOT_FOR_YOURSELF = "Só pode marcar aulas para si próprio.";
export const WRONG_OWNER = "O animal escolhido não pertence a este aluno.";
export const SLOT_STARTED = "Não é possível marcar uma aula que já começou.";
export const leadTimeMessage = (hours: number) =>
  `As aulas têm de ser marcadas com pelo menos ${hours} horas de antecedência (exceto à segunda-feira).`;

/**
 * Books a slot for an animal, checking the rules in the decisions' order (section 5). The
 * database holds "one booking per slot": of simultaneous attempts exactly one wins, the rest 409.
 */
export async function bookSlot(viewer: Viewer, input: BookSlotBody) {
  if (viewer.role === "guest") throw new ForbiddenError(GUESTS_CANNOT_BOOK);
  const trainer = viewer.role === "trainer";
  const settings = await bookingSettings();
  if (settings.bookingsBlocked && !trainer) throw new ForbiddenError(BOOKINGS_BLOCKED);

  try {
    const booking = await db.$transaction(async (tx) => {
      // Lock the slot: deleting or blocking it waits for this booking, and the other way round.
      const slot = await lockSlot(tx, input.availability_slot_id);
      if (!slot) throw new NotFoundError(SLOT_NOT_FOUND);
      // Share-lock the animal: it cannot be deleted or archived while this booking is made.
      const [animal] = await tx.$queryRaw<{ userId: number }[]>`
        SELECT a.user_id AS "userId" FROM animals a JOIN users u ON u.id = a.user_id
        WHERE a.id = ${input.animal_id} AND a.archived_at IS NULL AND u.is_active AND u.approved_at IS NOT NULL
        FOR SHARE OF a`;
      if (!animal) throw new NotFoundError(ANIMAL_NOT_FOUND);
      if (slot.isBlocked) throw new ConflictError(SLOT_BLOCKED);
      if (slot.booked) throw new ConflictError(SLOT_TAKEN);

      if (trainer) {
        if (input.user_id !== undefined && input.user_id !== animal.userId) throw new InvalidInputError(WRONG_OWNER);
      } else {
        if (animal.userId !== viewer.id) throw new InvalidInputError(NOT_OWN_ANIMAL);
        if (input.user_id !== undefined && input.user_id !== viewer.id) throw new InvalidInputError(NOT_FOR_YOURSELF);
        const current = now();
        if (slot.startsAt <= current) throw new InvalidInputError(SLOT_STARTED);
        const hoursAhead = (slot.startsAt.getTime() - current.getTime()) / 3_600_000;
        if (hoursAhead < settings.minHoursAhead && !isClubMonday(slot.startsAt)) {
          throw new InvalidInputError(leadTimeMessage(settings.minHoursAhead));
        }
        await assertNotHeldForOthers(tx, slot.id, viewer.id); // decisions §11: an offer holds it
      }

      const created = await tx.booking.create({
        data: { slotId: slot.id, animalId: input.animal_id, userId: animal.userId, observations: input.observations },
        select: bookingJsonSelect,
      });
      await endWaitlistOffers(tx, slot.id, animal.userId); // decisions §11: the slot is taken
      return created;
    });
    return { message: "Aula marcada com sucesso!", booking: toBookingJson(booking) };
  } catch (error) {
    // Kept as a second line of defence: the unique slot id holds even if a path skips the lock.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new ConflictError(SLOT_TAKEN);
    throw error;
  }
}
