import { z } from "zod";
import { clubTimeSchema } from "@/lib/validations/availability";
import { WEEKDAY_MESSAGE } from "@/lib/validations/availability-template";
import { idSchema, jsonBody } from "@/lib/validations/common";

// Standing lessons (docs/rules.md, "Standing lessons"): POST and DELETE /api/availability/standing.

export const createStandingLessonBodySchema = jsonBody({
  user_id: idSchema("Escolha o membro."),
  animal_id: idSchema("Escolha o animal."),
  weekday: z.number({ error: WEEKDAY_MESSAGE }).int(WEEKDAY_MESSAGE).min(1, WEEKDAY_MESSAGE).max(7, WEEKDAY_MESSAGE),
  start_time: clubTimeSchema,
  /** One of the member's dependants, who handles the lesson each week (docs/rules.md, "Households"). */
  dependant_id: idSchema("Dependente inválido.").nullish().transform((value) => value ?? undefined),
});

export type CreateStandingLessonBody = z.infer<typeof createStandingLessonBodySchema>;

export const standingLessonIdBodySchema = jsonBody({
  id: idSchema("Identificador de aula fixa inválido."),
});
