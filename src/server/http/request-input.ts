import type { z } from "zod";
import { InvalidInputError } from "@/server/errors";

// Input parsing for route handlers: bad JSON or a failed schema is a 400 with the schema's
// Portuguese message, before any domain code runs.

/** No call of ours needs more; a larger body is refused before it is parsed. */
const MAX_BODY_CHARACTERS = 64 * 1024;

export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const text = await request.text();
  if (text.length > MAX_BODY_CHARACTERS) throw new InvalidInputError("Pedido demasiado grande.");
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new InvalidInputError("Pedido inválido: o corpo tem de ser JSON.");
  }
  // PostgreSQL cannot store the NUL character: refuse it here, once, for every text field.
  if (hasNulCharacter(body)) {
    throw new InvalidInputError("Pedido inválido: o texto contém caracteres não permitidos.");
  }
  return parseWith(schema, body);
}

function hasNulCharacter(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (value && typeof value === "object") return Object.values(value).some(hasNulCharacter);
  return false;
}

export function parseSearchParams<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  return parseWith(schema, Object.fromEntries(new URL(request.url).searchParams));
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new InvalidInputError(result.error.issues[0]?.message ?? "Dados inválidos.");
  }
  return result.data;
}
