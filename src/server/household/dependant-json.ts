import { Prisma } from "@/generated/prisma/client";
import type { DependantJson } from "@/lib/household-json";

export const DEPENDANT_NOT_FOUND = "Dependente não encontrado.";

export const dependantJsonSelect = { id: true, name: true, birthDate: true } as const;

export function toDependantJson(dependant: { id: number; name: string; birthDate: Date }): DependantJson {
  return { id: dependant.id, name: dependant.name, birth_date: dependant.birthDate.toISOString().slice(0, 10) };
}

/**
 * A booking's dependant as JSON (`{ id, name }`, or null), for a statement with the booking as
 * `alias`: every list that names who handles a lesson reads it so, and names it with
 * `handlerName` (src/lib/household-json.ts).
 */
export function bookingDependantSql(alias: string): Prisma.Sql {
  return Prisma.sql`(SELECT json_build_object('id', d.id, 'name', d.name) FROM dependants d WHERE d.id = ${Prisma.raw(alias)}.dependant_id)`;
}
