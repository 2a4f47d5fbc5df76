import { z } from "zod";
import { AGILITY_SIZES } from "@/lib/animal-papers";
import { FUTURE_BIRTH_DATE, latestBirthDate } from "@/lib/animal-birth-date";
import { calendarDateSchema, idSchema, jsonBody } from "@/lib/validations/common";
import { oneLineText, TEXT_CONTROLS_MESSAGE, withoutHiddenControls } from "@/lib/validations/one-line-text";

// Animals (docs/rules.md, "Animals"): create and edit share one body. The papers (breed, size,
// vaccination and insurance) are optional: absent leaves them as they are on an edit, null or ''
// clears them. A valid-until date may be in the past (the paper has ended).

export const REQUIRED_MESSAGE = "Nome e data de nascimento são obrigatórios.";

export const animalIdSchema = idSchema("Erro: ID do animal não encontrado");

export const INVALID_SIZE = "Categoria de tamanho inválida: escolha Pequeno, Médio, Intermédio ou Grande.";
export const INVALID_VACCINATION_DATE = "Data de validade da vacinação inválida.";
export const INVALID_INSURANCE_DATE = "Data de validade do seguro inválida.";

/** '' and null clear a field; absent (undefined) leaves it be. */
const blankAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const validUntilSchema = (invalid: string) =>
  z.preprocess(blankAsNull, calendarDateSchema(invalid, invalid).nullish());

export const animalPapersShape = {
  breed: z.preprocess(
    blankAsNull,
    oneLineText({ field: "A raça", invalid: "Raça inválida.", max: 60, tooLong: "A raça é demasiado longa (máximo 60 caracteres)." }).nullish(),
  ),
  size_category: z.preprocess(blankAsNull, z.enum(AGILITY_SIZES, { error: INVALID_SIZE }).nullish()),
  vaccination_valid_until: validUntilSchema(INVALID_VACCINATION_DATE),
  insurance_valid_until: validUntilSchema(INVALID_INSURANCE_DATE),
};

export const animalBodySchema = jsonBody({
  name: oneLineText({ field: "O nome do animal", required: REQUIRED_MESSAGE, max: 80, tooLong: "O nome do animal é demasiado longo." }),
  birth_date: calendarDateSchema(REQUIRED_MESSAGE, "Data de nascimento inválida.").refine(
    (date) => date <= latestBirthDate(),
    FUTURE_BIRTH_DATE,
  ),
  observations: z
    .string({ error: "Observações inválidas." })
    .trim()
    .max(1000, "As observações são demasiado longas.")
    .refine(withoutHiddenControls, TEXT_CONTROLS_MESSAGE)
    .nullish()
    .transform((value) => value || null),
  ...animalPapersShape,
});

export type AnimalBody = z.infer<typeof animalBodySchema>;
