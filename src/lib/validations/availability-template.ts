import { z } from "zod";
import { addClubDays } from "@/lib/club-time";
import { capacitySchema, clubDateSchema, clubTimeSchema } from "@/lib/validations/availability";
import { jsonBody } from "@/lib/validations/common";
import { WEEKDAY_NAMES } from "@/lib/validations/weekday-names";
import { lessonTrainerIdSchema } from "@/lib/validations/trainers";

// The trainer's weekly template (docs/rules.md, "Weekly template"): GET/PUT /api/availability/template and
// POST /api/availability/template/apply. Weekdays 1 = Monday .. 7 = Sunday, times 'HH:MM'.

export { WEEKDAY_NAMES };

export const MAX_TEMPLATE_ENTRIES = 50;
/** The apply call covers at most 26 weeks: 182 days, both ends included. */
export const MAX_APPLY_DAYS = 182;

export const WEEKDAY_MESSAGE = "O dia da semana tem de ser de 1 (segunda-feira) a 7 (domingo).";

const entrySchema = z
  .object(
    {
      weekday: z.number({ error: WEEKDAY_MESSAGE }).int(WEEKDAY_MESSAGE).min(1, WEEKDAY_MESSAGE).max(7, WEEKDAY_MESSAGE),
      start_time: clubTimeSchema,
      end_time: clubTimeSchema,
      /** The places of the slots it creates (docs/rules.md, "Group lessons"). */
      capacity: capacitySchema.default(1),
      /** Who gives the entry's lessons (docs/rules.md, "Each lesson's trainer"); left out, the acting trainer. */
      trainer_id: lessonTrainerIdSchema.optional(),
    },
    { error: "Cada horário tem de ter dia da semana, hora de início e hora de fim." },
  )
  .refine((entry) => entry.end_time > entry.start_time, {
    message: "A hora de fim tem de ser posterior à hora de início.",
  });

export type TemplateEntry = z.infer<typeof entrySchema>;

export const templateBodySchema = jsonBody({
  entries: z
    .array(entrySchema, { error: "Indique a lista de horários (entries)." })
    .max(MAX_TEMPLATE_ENTRIES, `O horário semanal tem no máximo ${MAX_TEMPLATE_ENTRIES} intervalos.`),
}).superRefine((body, context) => {
  // zod runs this even when an entry failed its own checks: only whole entries are compared.
  if (!Array.isArray(body.entries) || !body.entries.every(isWholeEntry)) return;
  const overlapping = firstOverlap(body.entries);
  if (overlapping) context.addIssue({ code: "custom", message: `Os horários de ${WEEKDAY_NAMES[overlapping - 1]} sobrepõem-se.` });
});

function isWholeEntry(entry: unknown): entry is TemplateEntry {
  const { weekday, start_time, end_time } = (entry ?? {}) as Partial<Record<keyof TemplateEntry, unknown>>;
  return typeof weekday === "number" && typeof start_time === "string" && typeof end_time === "string";
}

/** The weekday of the first two overlapping entries of one trainer, or null (two trainers may give lessons at once). */
function firstOverlap(entries: TemplateEntry[]): number | null {
  const trainerOf = (entry: TemplateEntry) => entry.trainer_id ?? 0;
  const sorted = [...entries].sort((a, b) => trainerOf(a) - trainerOf(b) || a.weekday - b.weekday || a.start_time.localeCompare(b.start_time));
  for (let index = 1; index < sorted.length; index++) {
    const previous = sorted[index - 1];
    const entry = sorted[index];
    if (trainerOf(entry) === trainerOf(previous) && entry.weekday === previous.weekday && entry.start_time < previous.end_time) return entry.weekday;
  }
  return null;
}

const RANGE_MISSING = "Indique a data de início e a data de fim.";

export const applyTemplateBodySchema = jsonBody({
  start_date: clubDateSchema(RANGE_MISSING),
  end_date: clubDateSchema(RANGE_MISSING),
})
  .refine((body) => body.end_date >= body.start_date, { message: "A data de fim não pode ser anterior à data de início." })
  // zod runs this even when a date failed its own checks: only real dates are counted.
  .refine((body) => !isDate(body.start_date) || !isDate(body.end_date) || body.end_date < addClubDays(body.start_date, MAX_APPLY_DAYS), {
    message: "O horário semanal aplica-se a no máximo 26 semanas de cada vez.",
  });

function isDate(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}
