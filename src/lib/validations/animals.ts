import { z } from "zod";
import { clubToday } from "@/lib/club-time";
import { calendarDateSchema, idSchema, jsonBody, TEXT_CONTROLS_MESSAGE, withoutDirectionControls } from "@/lib/validations/common";

// Animals (docs/rules.md, "Animals"): create and edit share one body.

export const REQUIRED_MESSAGE = "Nome e data de nascimento são obrigatórios.";

export const animalIdSchema = idSchema("Erro: ID do animal não encontrado");

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
});

export type AnimalBody = z.infer<typeof animalBodySchema>;
