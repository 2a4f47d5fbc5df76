import type { TemplateEntry } from "@/lib/validations/availability-template";
import { db } from "@/server/db";

// The trainer's weekly template (docs/rules.md, "Weekly template"): opening hours per club weekday, kept by the
// server. PostgreSQL holds the rules as well (migration 20261123160000_weekly_template).

/** GET /availability/template: the pattern, Monday first, each day in time order. */
export async function weeklyTemplate(): Promise<{ entries: TemplateEntry[] }> {
  const rows = await db.availabilityTemplateEntry.findMany({ orderBy: [{ weekday: "asc" }, { startTime: "asc" }] });
  return { entries: rows.map((row) => ({ weekday: row.weekday, start_time: row.startTime, end_time: row.endTime })) };
}

/**
 * PUT /availability/template: replaces the whole pattern in one transaction. The table lock
 * makes simultaneous saves take turns, so the last one wins whole instead of mixing the two.
 */
export async function replaceWeeklyTemplate(entries: TemplateEntry[]) {
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`LOCK TABLE availability_template_entries IN SHARE ROW EXCLUSIVE MODE`;
    await tx.availabilityTemplateEntry.deleteMany();
    await tx.availabilityTemplateEntry.createMany({
      data: entries.map((entry) => ({ weekday: entry.weekday, startTime: entry.start_time, endTime: entry.end_time })),
    });
  });
  return { message: "Horário semanal guardado.", ...(await weeklyTemplate()) };
}
