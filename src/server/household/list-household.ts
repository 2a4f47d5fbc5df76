import type { DependantJson } from "@/lib/household-json";
import { db } from "@/server/db";
import { dependantJsonSelect, toDependantJson } from "@/server/household/dependant-json";

/** A member's dependants, by name (docs/rules.md, "Households"): the guardian's own, or a member's for the trainer's member page. */
export async function listDependants(guardianId: number): Promise<DependantJson[]> {
  const rows = await db.dependant.findMany({
    where: { guardianId },
    select: dependantJsonSelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return rows.map(toDependantJson);
}

/** GET /api/household: the acting member's dependants. */
export async function listHousehold(guardianId: number): Promise<{ dependants: DependantJson[] }> {
  return { dependants: await listDependants(guardianId) };
}
