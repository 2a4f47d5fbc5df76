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

/** A slot's places (docs/rules.md, "Group lessons"): 1, a private lesson, to 12. */
export const MAX_CAPACITY = 12;
export const CAPACITY_MESSAGE = `Os lugares têm de ser um número de 1 a ${MAX_CAPACITY}.`;
export const capacitySchema = z
  .number({ error: CAPACITY_MESSAGE })
  .int(CAPACITY_MESSAGE)
  .min(1, CAPACITY_MESSAGE)
  .max(MAX_CAPACITY, CAPACITY_MESSAGE);

export const createSlotsBodySchema = jsonBody({
  date: clubDateSchema(FILL_ALL_FIELDS),
  start_time: time,
  end_time: time,
  capacity: capacitySchema.default(1),
  /** Who gives the lessons (docs/rules.md, "Each lesson's trainer"); left out, the acting trainer. */
  trainer_id: lessonTrainerIdSchema.optional(),
}).refine((body) => body.end_time > body.start_time, {
  message: "A hora de fim tem de ser posterior à hora de início.",
});

export const slotIdSchema = idSchema("Identificador de disponibilidade inválido.");
export const dateParamSchema = clubDateSchema("Selecionar uma data");

/** PUT /availability/slot/{id}: block or unblock it, or change its places (or both). */
export const slotUpdateBodySchema = jsonBody({
  is_blocked: z.boolean({ error: "Indique se a disponibilidade fica bloqueada." }).optional(),
  capacity: capacitySchema.optional(),
}).refine((body) => body.is_blocked !== undefined || body.capacity !== undefined, {
  message: "Indique se a disponibilidade fica bloqueada ou os seus lugares.",
});

export const weekRangeBodySchema = jsonBody({
  start_date: clubDateSchema("Indique o início e o fim da semana."),
  end_date: clubDateSchema("Indique o início e o fim da semana."),
}).refine((body) => body.end_date >= body.start_date, { message: "O fim da semana tem de ser depois do início." });
