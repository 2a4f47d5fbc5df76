import { z } from "zod";
import { parseEuros } from "@/lib/money";

// zod probes `new Function` to compile faster parsers; the CSP (src/proxy.ts) rightly forbids
// eval, so the probe would raise a violation in the browser. Every schema file imports this one.
z.config({ jitless: true });

// Building blocks of the API's schemas, with Portuguese messages.

/** The body of a request must be a JSON object. */
export const jsonBody = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: "Pedido inválido." });

/** The largest id PostgreSQL's INTEGER holds. */
const MAX_ID = 2_147_483_647;

/** A positive integer id, as a number or a string of digits (a path segment, a JSON field). */
export const idSchema = (message = "Identificador inválido.") =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, message)], { error: message })
    .transform(Number)
    .pipe(z.number().int(message).min(1, message).max(MAX_ID, message));

/** A club date 'yyyy-MM-dd' within a sane range (PostgreSQL and calendars agree on it). */
export const calendarDateSchema = (missing: string, invalid = "Data inválida.") =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .pipe(z.iso.date({ error: invalid }))
    .refine((date) => date >= "1900-01-01" && date <= "2100-12-31", invalid);

export const emailSchema = z
  .string({ error: "O email é obrigatório." })
  .trim()
  .min(1, "O email é obrigatório.")
  .max(254, "O email é demasiado longo.")
  .pipe(z.email({ error: "Introduza um email válido." }))
  .transform((value) => value.toLowerCase());

export const INVALID_AMOUNT = "Indique um valor válido (mínimo 0, com até 2 casas decimais).";

/**
 * Euros with at most 2 decimals: a number, or a string as people type it ('35,50', '35.50',
 * '1 234,50': lib/money.ts, parseEuros). Kept as a plain decimal string ('1234.50') for Decimal.
 */
export const euroAmountSchema = z
  .union([z.number(), z.string()], { error: "Indique um valor válido." })
  .transform((value, context) => {
    const amount = readAmount(value);
    if (amount === null) {
      context.addIssue({ code: "custom", message: INVALID_AMOUNT });
      return z.NEVER;
    }
    return amount;
  });

export const POSITIVE_AMOUNT_REQUIRED = "Indique um valor superior a 0, com até 2 casas decimais.";

/** As `euroAmountSchema`, more than 0: a line of the month's bill (docs/rules.md, "Payments"). */
export const positiveEuroAmountSchema = z
  .union([z.number(), z.string()], { error: POSITIVE_AMOUNT_REQUIRED })
  .transform((value, context) => {
    const amount = readAmount(value);
    if (amount === null || Number(amount) <= 0) {
      context.addIssue({ code: "custom", message: POSITIVE_AMOUNT_REQUIRED });
      return z.NEVER;
    }
    return amount;
  });

function readAmount(value: number | string): string | null {
  return typeof value === "number" ? numberAsAmount(value) : parseEuros(value);
}

/** A JSON number as an amount: not negative, at most 2 decimals (0.1 + 0.2 is not one). */
function numberAsAmount(value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 ? parseEuros((cents / 100).toFixed(2)) : null;
}

/** bcrypt reads only the first 72 bytes of a password: a longer one is refused, never cut. */
export const MAX_PASSWORD_BYTES = 72;
export const fitsBcrypt = (password: string) => new TextEncoder().encode(password).length <= MAX_PASSWORD_BYTES;
export const PASSWORD_TOO_LONG = "A password é demasiado longa: use no máximo 72 caracteres (letras acentuadas contam a dobrar).";
