import { z } from "zod";
import { emailSchema, idSchema, jsonBody } from "@/lib/validations/common";
import { memberNameSchema } from "@/lib/validations/profile";

// The club's trainers (docs/rules.md, "Roles"): the trainer adds assistant trainers and turns
// them off and on; a lesson names who gives it.

export const trainerIdSchema = idSchema("Identificador de treinador inválido.");

export const addAssistantBodySchema = jsonBody({ name: memberNameSchema, email: emailSchema });

export const assistantActiveBodySchema = jsonBody({
  active: z.boolean({ error: "Indique se o treinador assistente fica ativo." }),
});

export const INVALID_LESSON_TRAINER = "Treinador inválido: escolha o treinador ou um treinador assistente ativo.";

/** A lesson's trainer as a body or query sends it (an id); left out, the acting or the club's trainer. */
export const lessonTrainerIdSchema = idSchema(INVALID_LESSON_TRAINER);

/** `GET /api/availability/date/{date}?trainer_id=`: the lessons one trainer gives. */
export const slotsFilterQuerySchema = z.object({ trainer_id: lessonTrainerIdSchema.optional() });
