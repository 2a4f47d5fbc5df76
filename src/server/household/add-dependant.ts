import type { DependantBody } from "@/lib/validations/household";
import type { DependantJson } from "@/lib/household-json";
import type { Viewer } from "@/server/viewer";
import { db } from "@/server/db";
import { ConflictError } from "@/server/errors";
import { dependantJsonSelect, toDependantJson } from "@/server/household/dependant-json";

/** A household's bound: a family, not a club; it holds off a runaway client. */
export const MAX_DEPENDANTS = 10;
export const TOO_MANY_DEPENDANTS = `O agregado pode ter no máximo ${MAX_DEPENDANTS} dependentes.`;

/**
 * A member (student or external) adds a dependant to their household (docs/rules.md,
 * "Households"): a young handler with no login, for whom they book lessons. The guardian's row
 * is locked so that two additions at once keep the bound.
 */
export async function addDependant(viewer: Viewer, input: DependantBody): Promise<{ dependant: DependantJson }> {
  const dependant = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${viewer.id} FOR NO KEY UPDATE`;
    const count = await tx.dependant.count({ where: { guardianId: viewer.id } });
    if (count >= MAX_DEPENDANTS) throw new ConflictError(TOO_MANY_DEPENDANTS);
    return tx.dependant.create({
      data: { guardianId: viewer.id, name: input.name, birthDate: new Date(`${input.birth_date}T00:00:00Z`) },
      select: dependantJsonSelect,
    });
  });
  return { dependant: toDependantJson(dependant) };
}
