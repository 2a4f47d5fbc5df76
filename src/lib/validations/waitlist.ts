import type { z } from "zod";
import { idSchema, jsonBody } from "@/lib/validations/common";

export const joinWaitlistBodySchema = jsonBody({
  availability_slot_id: idSchema("Selecione uma aula."),
  animal_id: idSchema("Selecione um animal."),
  /** A dependant of the member's household the lesson would be for (docs/rules.md, "Households"). */
  dependant_id: idSchema("Dependente inválido.").nullish().transform((value) => value ?? undefined),
});

export const waitlistEntryIdSchema = idSchema("Identificador da lista de espera inválido.");

export type JoinWaitlistBody = z.infer<typeof joinWaitlistBodySchema>;
