import { z } from "zod";
import "@/lib/validations/common";

// GET /api/weather/forecast?days=1..5 (5 by default: docs/rules.md, "Weather").

export const FORECAST_DAYS_MAX = 5;
export const DAYS_MESSAGE = "O número de dias da previsão deve ser um número inteiro entre 1 e 5.";

export const forecastQuerySchema = z.object({
  days: z
    .string({ error: DAYS_MESSAGE })
    .regex(/^\s*\d{1,2}\s*$/, DAYS_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, DAYS_MESSAGE).max(FORECAST_DAYS_MAX, DAYS_MESSAGE))
    .default(FORECAST_DAYS_MAX),
});
