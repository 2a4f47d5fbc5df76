import { z } from "zod";
import { FUTURE_BIRTH_DATE, latestBirthDate } from "@/lib/animal-birth-date";
import { calendarDateSchema, idSchema, jsonBody } from "@/lib/validations/common";
import { oneLineText } from "@/lib/validations/one-line-text";

// A member's household (docs/rules.md, "Households"): the dependants they book lessons for.
// The name and the birth date are checked as an animal's are (validations/animals.ts).

export const DEPENDANT_REQUIRED = "Nome e data de nascimento são obrigatórios.";
export const DEPENDANT_NAME_MAX = 80;

export const dependantBodySchema = jsonBody({
  name: oneLineText({ field: "O nome", required: DEPENDANT_REQUIRED, max: DEPENDANT_NAME_MAX, tooLong: "O nome é demasiado longo." }),
  birth_date: calendarDateSchema(DEPENDANT_REQUIRED, "Data de nascimento inválida.").refine((date) => date <= latestBirthDate(), FUTURE_BIRTH_DATE),
});

export type DependantBody = z.infer<typeof dependantBodySchema>;

export const dependantIdSchema = idSchema("Erro: dependente não encontrado");
