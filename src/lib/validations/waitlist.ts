import type { z } from "zod";
import { idSchema, jsonBody } from "@/lib/validations/common";
import { noDependantYet, WAITLIST_NO_DEPENDANT } from "@/lib/validations/household";

export const joinWaitlistBodySchema = jsonBody({
  availability_slot_id: idSchema("Selecione uma aula."),
  animal_id: idSchema("Selecione um animal."),
  dependant_id: noDependantYet(WAITLIST_NO_DEPENDANT),
});

export const waitlistEntryIdSchema = idSchema("Identificador da lista de espera inválido.");

export type JoinWaitlistBody = z.infer<typeof joinWaitlistBodySchema>;
