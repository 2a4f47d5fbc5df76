import type { z } from "zod";
import { idSchema, jsonBody } from "@/lib/validations/common";

export const joinWaitlistBodySchema = jsonBody({
  availability_slot_id: idSchema("Selecione uma aula."),
  animal_id: idSchema("Selecione um animal."),
});

export const waitlistEntryIdSchema = idSchema("Identificador da lista de espera inválido.");

export type JoinWaitlistBody = z.infer<typeof joinWaitlistBodySchema>;
