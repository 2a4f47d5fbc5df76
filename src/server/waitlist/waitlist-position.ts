import type { Tx } from "@/server/db";
import { db } from "@/server/db";

export const ENTRY_NOT_FOUND = "Não está nesta lista de espera.";

/** Each entry's place in its slot's line (1 = first), in the order members joined. */
export async function positionsOf(entryIds: number[], client: Tx | typeof db = db): Promise<Map<number, number>> {
  if (entryIds.length === 0) return new Map();
  const rows = await client.$queryRaw<{ id: number; position: number }[]>`
    SELECT id, position FROM (
      SELECT w.id, (ROW_NUMBER() OVER (PARTITION BY w.availability_slot_id ORDER BY w.created_at, w.id))::int AS position
      FROM waitlist_entries w
      WHERE w.availability_slot_id IN (SELECT availability_slot_id FROM waitlist_entries WHERE id = ANY(${entryIds}))
    ) ranked WHERE id = ANY(${entryIds})`;
  return new Map(rows.map((row) => [row.id, row.position]));
}
