import type { z } from "zod";
import { InvalidInputError } from "@/server/errors";

// Input parsing for route handlers: bad JSON or a failed schema is a 400 with the schema's
// Portuguese message, before any domain code runs.

export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const text = await request.text();
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new InvalidInputError("Pedido inválido: o corpo tem de ser JSON.");
  }
  return parseWith(schema, body);
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
