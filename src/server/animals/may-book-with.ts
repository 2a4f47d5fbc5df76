import { Prisma } from "@/generated/prisma/client";

// Who may book lessons with an animal (docs/rules.md, "Households"): its owner, or a handler the
// owner or the trainer added (animal_handlers). The one rule, asked by every path that books or
// reads an animal as the member's own: booking and confirming an offer (bookings/book-slot.ts),
// the waiting list, standing lessons, /api/animals/my and the training record. Its two forms, SQL
// for a statement under the slot's lock and a Prisma filter, sit side by side so they change
// together; animal-handlers.integration.test.ts holds them to the same answers.

/** SQL: true when `userId` may book with the animal of the alias (`a` in `FROM animals a`). */
export function mayBookWithSql(animal: string, userId: number): Prisma.Sql {
  const alias = Prisma.raw(animal);
  return Prisma.sql`(${alias}.user_id = ${userId} OR EXISTS (
    SELECT 1 FROM animal_handlers h WHERE h.animal_id = ${alias}.id AND h.user_id = ${userId}))`;
}

/** Prisma: the animals `userId` may book with (their own and those they handle). */
export function bookableByWhere(userId: number) {
  return { OR: [{ userId }, { handlers: { some: { userId } } }] } satisfies Prisma.AnimalWhereInput;
}
