import { clubToday } from "@/lib/club-time";
import type { ClosureJson } from "@/lib/closure-json";
import { asDbDate, closureSelect, toClosureJson } from "@/server/availability/closed-days";
import { db } from "@/server/db";

/** GET /availability/closures (docs/rules.md, "Closures"): the closures that have not ended, soonest first. */
export async function listClosures(): Promise<{ closures: ClosureJson[] }> {
  const rows = await db.availabilityClosure.findMany({
    where: { endDate: { gte: asDbDate(clubToday()) } },
    orderBy: [{ startDate: "asc" }, { id: "asc" }],
    select: closureSelect,
  });
  return { closures: rows.map(toClosureJson) };
}
