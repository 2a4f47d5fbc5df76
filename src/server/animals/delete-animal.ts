import { now } from "@/lib/club-time";
import { db } from "@/server/db";
import { ConflictError, NotFoundError } from "@/server/errors";
import { ANIMAL_NOT_FOUND } from "@/server/animals/animal-json";
import { refuseHandler } from "@/server/animals/managed-animal";

export const HAS_ACTIVE_BOOKINGS = "Só é possível eliminar animais sem aulas marcadas. Cancele primeiro as aulas deste animal.";

/**
 * A member deletes one of their animals. Refused while it has active bookings (a lesson that has
 * not ended); an animal with past lessons is archived so payments and statistics keep them.
 */
export async function deleteOwnAnimal(ownerId: number, animalId: number) {
  await refuseHandler(ownerId, animalId); // a handler: 403 (docs/rules.md, "Households")
  return db.$transaction(async (tx) => {
    // Lock the animal so a booking cannot slip in between the check and the delete.
    const [animal] = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM animals WHERE id = ${animalId} AND user_id = ${ownerId} AND archived_at IS NULL FOR UPDATE`;
    if (!animal) throw new NotFoundError(ANIMAL_NOT_FOUND);

    const active = await tx.booking.count({ where: { animalId, slot: { endsAt: { gt: now() } } } });
    if (active > 0) throw new ConflictError(HAS_ACTIVE_BOOKINGS);

    const past = await tx.booking.count({ where: { animalId } });
    if (past > 0) {
      await tx.animal.update({ where: { id: animalId }, data: { archivedAt: now() } });
      return { message: "Animal eliminado com sucesso!", archived: true };
    }
    await tx.animal.delete({ where: { id: animalId } });
    return { message: "Animal eliminado com sucesso!", archived: false };
  });
}
