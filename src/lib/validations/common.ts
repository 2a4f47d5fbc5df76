import { z } from "zod";

// zod probes `new Function` to compile faster parsers; the CSP (src/proxy.ts) rightly forbids
// eval, so the probe would raise a violation in the browser. Every schema file imports this one.
z.config({ jitless: true });

// Building blocks of the API's schemas, with Portuguese messages.

/** The body of a request must be a JSON object. */
export const jsonBody = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: "Pedido inválido." });

/** A positive integer id, from a path segment or a JSON field. */
export const idSchema = (message = "Identificador inválido.") =>
  z.coerce.number({ error: message }).int(message).positive(message);

export const emailSchema = z
  .string({ error: "O email é obrigatório." })
  .trim()
  .min(1, "O email é obrigatório.")
  .max(254, "O email é demasiado longo.")
  .pipe(z.email({ error: "Introduza um email válido." }))
  .transform((value) => value.toLowerCase());

/** Euros with at most 2 decimals, as a number or a numeric string; kept as a string for Decimal. */
export const euroAmountSchema = z
  .union([z.number(), z.string().trim()], { error: "Indique um valor válido." })
  .transform((value) => String(value))
  .refine((value) => /^\d{1,8}(\.\d{1,2})?$/.test(value), "Indique um valor válido (mínimo 0, com até 2 casas decimais).");
