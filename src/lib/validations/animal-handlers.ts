import { emailSchema, idSchema, jsonBody } from "@/lib/validations/common";

// An animal's second handlers (docs/rules.md, "Households"): added by email, removed by user id.

export const addAnimalHandlerBodySchema = jsonBody({ email: emailSchema });
export type AddAnimalHandlerBody = { email: string };

export const handlerUserIdSchema = idSchema("Erro: condutor não encontrado");
