import type { z } from "zod";
import { InvalidInputError, PayloadTooLargeError } from "@/server/errors";

// Input parsing for route handlers: bad JSON or a failed schema is a 400 with the schema's
// Portuguese message, before any domain code runs.

/** No call of ours needs more; a larger body is a 413, refused while it arrives (never buffered whole). */
export const MAX_BODY_BYTES = 64 * 1024;
/** No call of ours nests deeper than a few levels; deeper bodies are refused unread. */
const MAX_BODY_DEPTH = 32;

export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const text = new TextDecoder().decode(await readBodyBytes(request));
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new InvalidInputError("Pedido inválido: o corpo tem de ser JSON.");
  }
  checkShape(body);
  return parseWith(schema, body);
}

/** Each request's body as read once: the Idempotency-Key's fingerprint and the handler share it. */
const bodies = new WeakMap<Request, Promise<Buffer>>();

/**
 * The body's bytes, read chunk by chunk: past `maxBytes` the rest is cancelled unread and the
 * request refused, so an anonymous client cannot make the server hold a body of any size. Read
 * once per request: a second call gets the same bytes (or the same refusal).
 */
export function readBodyBytes(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Buffer> {
  let bytes = bodies.get(request);
  if (!bytes) {
    bytes = readBodyStream(request, maxBytes);
    bodies.set(request, bytes);
  }
  return bytes;
}

async function readBodyStream(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => {});
    throw new PayloadTooLargeError();
  }
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new PayloadTooLargeError();
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

/**
 * Walks the body once, without recursion (a deeply nested body must not exhaust the stack):
 * too deep is refused, and so is the NUL character, which PostgreSQL cannot store.
 */
function checkShape(body: unknown): void {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value === "string") {
      if (value.includes("\0")) throw new InvalidInputError("Pedido inválido: o texto contém caracteres não permitidos.");
    } else if (value && typeof value === "object") {
      if (depth >= MAX_BODY_DEPTH) throw new InvalidInputError("Pedido inválido: estrutura demasiado profunda.");
      for (const [key, child] of Object.entries(value)) {
        if (key.includes("\0")) throw new InvalidInputError("Pedido inválido: o texto contém caracteres não permitidos.");
        pending.push({ value: child, depth: depth + 1 });
      }
    }
  }
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
