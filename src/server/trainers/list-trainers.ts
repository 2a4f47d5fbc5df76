import { db } from "@/server/db";
import { STAFF, toTrainerJson, trainerJsonSelect } from "@/server/trainers/trainer-scope";

/** GET /trainers: the trainer first, then the assistants by name (the active and the turned off). */
export async function listTrainers() {
  const rows = await db.user.findMany({
    where: { ...STAFF, erasedAt: null },
    select: trainerJsonSelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  const trainers = rows.map(toTrainerJson).sort((a, b) => Number(a.role === "assistant") - Number(b.role === "assistant"));
  return { trainers };
}
