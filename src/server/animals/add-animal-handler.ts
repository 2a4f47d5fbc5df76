import type { AnimalHandlerJson } from "@/lib/animal-json";
import type { Viewer } from "@/server/viewer";
import { db } from "@/server/db";
import { InvalidInputError } from "@/server/errors";
import { consumeRateLimits, refundRateLimits } from "@/server/rate-limit";
import { handlerLookupLimits } from "@/server/auth/auth-rate-limits";
import { managedAnimal } from "@/server/animals/managed-animal";

/**
 * One refusal for every email that cannot be added (unknown, not approved or inactive, a guest, the
 * trainer, the owner themself, a handler already there): it does not say which, so the form is no
 * way to learn who has an account.
 */
export const HANDLER_REFUSED =
  "Não é possível adicionar este email como condutor. Tem de ser o email de outro aluno aprovado do clube que ainda não conduza este animal.";

/**
 * The owner (or the trainer) adds another approved student or external as a handler of an animal
 * (docs/rules.md, "Households"). A refusal changes nothing and counts against the acting account's
 * lookups by email (auth-rate-limits.ts); an addition gives its count back.
 */
export async function addAnimalHandler(viewer: Viewer, animalId: number, email: string): Promise<{ handler: AnimalHandlerJson }> {
  const animal = await managedAnimal(viewer, animalId);
  const limits = handlerLookupLimits(viewer.id);
  await consumeRateLimits(limits);
  // One statement: the account is looked up and added, or nothing is (a handler already there
  // meets the primary key and adds nothing).
  const [added] = await db.$queryRaw<{ user_id: number; name: string }[]>`
    WITH added AS (
      INSERT INTO animal_handlers (animal_id, user_id)
      SELECT ${animal.id}, u.id FROM users u
      WHERE u.email = ${email} AND u.role IN ('student', 'external') AND u.is_active
        AND u.approved_at IS NOT NULL AND u.id <> ${animal.userId}
      ON CONFLICT DO NOTHING
      RETURNING user_id)
    SELECT added.user_id, u.name FROM added JOIN users u ON u.id = added.user_id`;
  if (!added) throw new InvalidInputError(HANDLER_REFUSED);
  await refundRateLimits(limits);
  return { handler: { user_id: added.user_id, name: added.name } };
}
