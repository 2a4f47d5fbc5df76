import { Prisma } from "@/generated/prisma/client";
import { now } from "@/lib/club-time";
import type { JoinWaitlistBody } from "@/lib/validations/waitlist";
import { db } from "@/server/db";
import { ConflictError, InvalidInputError, NotFoundError } from "@/server/errors";
import { ANIMAL_NOT_FOUND, NOT_OWN_ANIMAL } from "@/server/animals/animal-json";
import { mayBookWithSql } from "@/server/animals/may-book-with";
import { LESSON_NOT_FOUND, lockSlot } from "@/server/availability/lock-slot";
import type { Viewer } from "@/server/viewer";
import { bookingSettings } from "@/server/settings/club-settings";
import { positionsOf } from "@/server/waitlist/waitlist-position";
import { NOT_OWN_DEPENDANT, ownDependant } from "@/server/household/own-dependant";

export const WAITLIST_OFF = "A lista de espera está desativada.";
export const WAITLIST_SLOT_STARTED = "Esta aula já começou: já não é possível entrar na lista de espera.";
export const WAITLIST_SLOT_FREE = "Esta aula não está marcada: pode marcá-la diretamente.";
export const WAITLIST_SLOT_BLOCKED = "Esta aula está bloqueada pelo treinador.";
export const WAITLIST_OWN_BOOKING = "Esta aula já está marcada por si.";
export const WAITLIST_DUPLICATE = "Já está na lista de espera desta aula.";

/**
 * A student or external joins a booked slot's waiting list with one of their animals (the route
 * admits members only), for themself or one of their dependants (`dependant_id`: the offer's
 * confirmation books the lesson for them, docs/rules.md, "Households"). Answers the entry and its
 * place in line.
 */
export async function joinWaitlist(viewer: Viewer, input: JoinWaitlistBody) {
  const { waitlistHoldHours } = await bookingSettings();
  if (waitlistHoldHours <= 0) throw new InvalidInputError(WAITLIST_OFF);
  try {
    return await db.$transaction(async (tx) => {
      const slot = await lockSlot(tx, input.availability_slot_id);
      if (!slot) throw new NotFoundError(LESSON_NOT_FOUND);
      // With an animal the member may book with: theirs or one they handle (may-book-with.ts).
      const [animal] = await tx.$queryRaw<{ mayBook: boolean }[]>`
        SELECT ${mayBookWithSql("a", viewer.id)} AS "mayBook" FROM animals a
        WHERE a.id = ${input.animal_id} AND a.archived_at IS NULL`;
      if (!animal) throw new NotFoundError(ANIMAL_NOT_FOUND);
      if (!animal.mayBook) throw new InvalidInputError(NOT_OWN_ANIMAL);
      const dependantId = input.dependant_id;
      if (dependantId !== undefined && !(await ownDependant(tx, dependantId, viewer.id))) throw new InvalidInputError(NOT_OWN_DEPENDANT);
      if (slot.startsAt <= now()) throw new InvalidInputError(WAITLIST_SLOT_STARTED);
      if (slot.isBlocked) throw new ConflictError(WAITLIST_SLOT_BLOCKED);
      // The waiting list is for full lessons: a group lesson with a place left is booked directly.
      if (!slot.full) throw new ConflictError(WAITLIST_SLOT_FREE);
      const own = await tx.booking.count({ where: { slotId: slot.id, userId: viewer.id } });
      if (own > 0) throw new ConflictError(WAITLIST_OWN_BOOKING);
      const entry = await tx.waitlistEntry.create({
        data: { slotId: slot.id, userId: viewer.id, animalId: input.animal_id, dependantId, createdAt: now() },
        select: { id: true },
      });
      const position = (await positionsOf([entry.id], tx)).get(entry.id) ?? 1;
      return { message: "Entrou na lista de espera.", entry: { id: entry.id, position } };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new ConflictError(WAITLIST_DUPLICATE);
    throw error;
  }
}
