import { z } from "zod";
import { AGILITY_SIZES } from "@/lib/animal-papers";
import { clubToday } from "@/lib/club-time";
import { calendarDateSchema, idSchema, jsonBody, TEXT_CONTROLS_MESSAGE, withoutDirectionControls } from "@/lib/validations/common";

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
    z
      .string({ error: "Raça inválida." })
      .trim()
      .max(60, "A raça é demasiado longa (máximo 60 caracteres).")
      .refine(withoutDirectionControls, TEXT_CONTROLS_MESSAGE)
      .nullish(),
  ),
  size_category: z.preprocess(blankAsNull, z.enum(AGILITY_SIZES, { error: INVALID_SIZE }).nullish()),
  vaccination_valid_until: validUntilSchema(INVALID_VACCINATION_DATE),
  insurance_valid_until: validUntilSchema(INVALID_INSURANCE_DATE),
};

export const animalBodySchema = jsonBody({
  name: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(80, "O nome do animal é demasiado longo.")
    .refine(withoutDirectionControls, TEXT_CONTROLS_MESSAGE),
  birth_date: calendarDateSchema(REQUIRED_MESSAGE, "Data de nascimento inválida.").refine(
    (date) => date <= clubToday(),
    "A data de nascimento não pode ser no futuro.",
  ),
  observations: z
    .string({ error: "Observações inválidas." })
    .trim()
    .max(1000, "As observações são demasiado longas.")
    .refine(withoutDirectionControls, TEXT_CONTROLS_MESSAGE)
    .nullish()
    .transform((value) => value || null),
  ...animalPapersShape,
});

export type AnimalBody = z.infer<typeof animalBodySchema>;
