import { addClubDays, clubToday } from "@/lib/club-time";
import { countLabel } from "@/lib/plural";
import { createSlotsInWindows, type SlotWindow } from "@/server/availability/create-slots";
import { weeklyTemplate } from "@/server/availability/weekly-template";
import { InvalidInputError } from "@/server/errors";

export const EMPTY_TEMPLATE = "Defina e guarde primeiro o horário semanal.";
export const START_IN_PAST = "A data de início não pode ser anterior a hoje.";

/**
 * POST /availability/template/apply: creates, for every date of the range (both ends included,
 * at most 26 weeks, checked by the schema), the slots of its weekday's entries, as
 * POST /availability would. Lessons overlapping slots that already exist are ignored, so a day
 * that already has slots in those hours keeps them, and applying twice creates nothing new.
 */
export async function applyWeeklyTemplate(range: { start_date: string; end_date: string }) {
  if (range.start_date < clubToday()) throw new InvalidInputError(START_IN_PAST);
  const { entries } = await weeklyTemplate();
  if (entries.length === 0) throw new InvalidInputError(EMPTY_TEMPLATE);

  const windows: SlotWindow[] = [];
  for (let date = range.start_date; date <= range.end_date; date = addClubDays(date, 1)) {
    const weekday = isoWeekday(date);
    for (const entry of entries) {
      if (entry.weekday === weekday) windows.push({ date, start_time: entry.start_time, end_time: entry.end_time, capacity: entry.capacity, trainerId: entry.trainer_id });
    }
  }

  const { created, ignored, createdIds } = await createSlotsInWindows(windows);
  return {
    message: `${countLabel(created, { one: "aula criada", other: "aulas criadas" })}, ${countLabel(ignored, { one: "ignorada", other: "ignoradas" })}.`,
    created_slots: created,
    ignored_slots: ignored,
    /** Not for the answer: the slots this apply made, which its standing lessons are booked into. */
    createdSlotIds: createdIds,
  };
}

/** 1 = Monday .. 7 = Sunday, for a club date 'yyyy-MM-dd'. */
export function isoWeekday(date: string): number {
  const [year, month, day] = date.split("-").map(Number);
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}
