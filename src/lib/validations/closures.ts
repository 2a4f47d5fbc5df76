import type { z } from "zod";
import { addClubDays } from "@/lib/club-time";
import { CLOSURE_REASON_MAX, MAX_CLOSURE_DAYS } from "@/lib/closure-json";
import { calendarDateSchema, idSchema, jsonBody } from "@/lib/validations/common";
import { oneLineText } from "@/lib/validations/one-line-text";

// Closing a period (docs/rules.md, "Closures"): POST /api/availability/closures and the preview
// of what it will do. Club dates 'yyyy-MM-dd', both ends included; the reason on one line.

const RANGE_MISSING = "Indique a data de início e a data de fim do encerramento.";

const rangeShape = {
  start_date: calendarDateSchema(RANGE_MISSING, "A data de início não é uma data válida."),
  end_date: calendarDateSchema(RANGE_MISSING, "A data de fim não é uma data válida."),
};

type Range = { start_date: unknown; end_date: unknown };
const isDate = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
// zod runs these even when a date failed its own checks: only real dates are compared.
const endNotBeforeStart = (range: Range) => !isDate(range.start_date) || !isDate(range.end_date) || range.end_date >= range.start_date;
const withinMaxDays = (range: Range) =>
  !isDate(range.start_date) || !isDate(range.end_date) || range.end_date < addClubDays(range.start_date, MAX_CLOSURE_DAYS);

export const CLOSURE_END_BEFORE_START = "A data de fim não pode ser anterior à data de início.";
export const CLOSURE_TOO_LONG = `Um encerramento pode ter no máximo ${MAX_CLOSURE_DAYS} dias.`;

export const closePeriodBodySchema = jsonBody({
  ...rangeShape,
  reason: oneLineText({
    field: "O motivo do encerramento",
    required: "Indique o motivo do encerramento.",
    max: CLOSURE_REASON_MAX,
    tooLong: `O motivo do encerramento pode ter no máximo ${CLOSURE_REASON_MAX} caracteres.`,
  }),
})
  .refine(endNotBeforeStart, { message: CLOSURE_END_BEFORE_START })
  .refine(withinMaxDays, { message: CLOSURE_TOO_LONG });

export type ClosePeriodBody = z.infer<typeof closePeriodBodySchema>;

/** GET /api/availability/closures/preview?start_date&end_date: what closing would do. */
export const closurePreviewQuerySchema = jsonBody(rangeShape)
  .refine(endNotBeforeStart, { message: CLOSURE_END_BEFORE_START })
  .refine(withinMaxDays, { message: CLOSURE_TOO_LONG });

export const closureIdSchema = idSchema("Identificador de encerramento inválido.");
