import { z } from "zod";
import { calendarDateSchema, idSchema, jsonBody } from "@/lib/validations/common";
import { lessonTrainerIdSchema } from "@/lib/validations/trainers";

// Availability (docs/rules.md, "Slots"). Dates are club dates 'yyyy-MM-dd', times 'HH:MM'.

export const FILL_ALL_FIELDS = "Preencha todos os campos.";

export const clubDateSchema = (missing: string) => calendarDateSchema(missing);

const time = z
  .string({ error: FILL_ALL_FIELDS })
  .trim()
  .min(1, FILL_ALL_FIELDS)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Hora inválida (use HH:MM).");

/** A wall-clock club time 'HH:MM' (the weekly template's entries use it too). */
export const clubTimeSchema = time;

export const createSlotsBodySchema = jsonBody({
  date: clubDateSchema(FILL_ALL_FIELDS),
  start_time: time,
  end_time: time,
  /** Who gives the lessons (docs/rules.md, "Each lesson's trainer"); left out, the acting trainer. */
  trainer_id: lessonTrainerIdSchema.optional(),
}).refine((body) => body.end_time > body.start_time, {
  message: "A hora de fim tem de ser posterior à hora de início.",
});

export const slotIdSchema = idSchema("Identificador de disponibilidade inválido.");
export const dateParamSchema = clubDateSchema("Selecionar uma data");

export const slotBlockedBodySchema = jsonBody({
  is_blocked: z.boolean({ error: "Indique se a disponibilidade fica bloqueada." }),
});

export const weekRangeBodySchema = jsonBody({
  start_date: clubDateSchema("Indique o início e o fim da semana."),
  end_date: clubDateSchema("Indique o início e o fim da semana."),
}).refine((body) => body.end_date >= body.start_date, { message: "O fim da semana tem de ser depois do início." });
