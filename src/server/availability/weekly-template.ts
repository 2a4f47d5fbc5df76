import type { TemplateEntry } from "@/lib/validations/availability-template";
import { WEEKDAY_NAMES } from "@/lib/validations/weekday-names";
import type { TemplateLeftoverJson, WeeklyTemplateJson } from "@/lib/weekly-template-json";
import { windowLeftover } from "@/server/availability/lesson-offsets";
import { db, type Tx } from "@/server/db";
import { bookingSettings } from "@/server/settings/club-settings";

// The trainer's weekly template (docs/rules.md, "Weekly template"): opening hours per club weekday, kept by the
// server. PostgreSQL holds the rules as well (migration 20261123160000_weekly_template).

/** The pattern, Monday first, each day in time order. */
export async function weeklyTemplate(): Promise<{ entries: TemplateEntry[] }> {
  const rows = await db.availabilityTemplateEntry.findMany({ orderBy: [{ weekday: "asc" }, { startTime: "asc" }, { id: "asc" }] });
  return {
    entries: rows.map((row) => ({
      weekday: row.weekday,
      start_time: row.startTime,
      end_time: row.endTime,
      capacity: row.capacity,
      ...(row.trainerId === null ? {} : { trainer_id: row.trainerId }),
    })),
  };
}

/** GET /availability/template: the pattern, and each entry's leftover minutes in lessons of today's length. */
export async function weeklyTemplateWithLeftovers(): Promise<WeeklyTemplateJson> {
  const [{ entries }, { lessonMinutes }] = await Promise.all([weeklyTemplate(), bookingSettings()]);
  return { entries, leftovers: templateLeftovers(entries, lessonMinutes) };
}

/**
 * Replaces the whole pattern, in the caller's transaction (PUT /availability/template:
 * standing-lessons/save-weekly-template.ts). The table lock makes simultaneous saves take turns,
 * so the last one wins whole instead of mixing the two.
 */
export async function replaceWeeklyTemplateIn(tx: Tx, entries: TemplateEntry[]): Promise<void> {
  await tx.$executeRaw`LOCK TABLE availability_template_entries IN SHARE ROW EXCLUSIVE MODE`;
  await tx.availabilityTemplateEntry.deleteMany();
  await tx.availabilityTemplateEntry.createMany({
    data: entries.map((entry) => ({ weekday: entry.weekday, startTime: entry.start_time, endTime: entry.end_time, capacity: entry.capacity, trainerId: entry.trainer_id })),
  });
}

/** The entries whose range is not a whole number of lessons (cut as publishing cuts: lesson-offsets.ts). */
export function templateLeftovers(entries: TemplateEntry[], lessonMinutes: number): TemplateLeftoverJson[] {
  return entries.flatMap((entry) => {
    const window = { ...entry, minutes: minutesOfDay(entry.end_time) - minutesOfDay(entry.start_time) };
    const leftover = windowLeftover(window, lessonMinutes, WEEKDAY_NAMES[entry.weekday - 1]?.toLowerCase());
    return leftover ? [{ weekday: entry.weekday, start_time: entry.start_time, end_time: entry.end_time, ...leftover }] : [];
  });
}

/** 'HH:MM' as minutes from midnight (the template is wall-clock time). */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}
