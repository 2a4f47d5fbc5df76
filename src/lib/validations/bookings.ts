import { z } from "zod";
import { idSchema, jsonBody, TEXT_CONTROLS_MESSAGE, withoutDirectionControls } from "@/lib/validations/common";

export const bookSlotBodySchema = jsonBody({
  availability_slot_id: idSchema("Selecione uma aula."),
  animal_id: idSchema("Selecione um animal."),
  user_id: idSchema("Aluno inválido.").optional(),
  observations: z
    .string({ error: "Observações inválidas." })
    .trim()
    .max(1000, "As observações são demasiado longas.")
    .refine(withoutDirectionControls, TEXT_CONTROLS_MESSAGE)
    .nullish().transform((value) => value || null),
});

export const bookingIdSchema = idSchema("Identificador de aula inválido.");

export const bookingListQuerySchema = z.object({
  upcoming: z.enum(["0", "1", "true", "false"], { error: "Parâmetro 'upcoming' inválido." }).optional().transform((value) => value === "1" || value === "true"),
});

export type BookSlotBody = z.infer<typeof bookSlotBodySchema>;
