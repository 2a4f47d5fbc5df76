// Apart from the weekly template's schema, so that the screen listing the days does not load zod
// with its first page.

/** Portuguese weekday names, Monday first; index = weekday - 1. */
export const WEEKDAY_NAMES = ["Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado", "Domingo"];
