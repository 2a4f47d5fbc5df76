import { DomainError, PasswordChangeRequiredError, RateLimitedError, SERVER_BUSY, ServiceBusyError } from "@/server/errors";
import { isDatabaseUnavailable, isPoolWaitOver } from "@/server/database-unavailable";

// The one place where failures become HTTP answers: typed domain errors keep their status and
// Portuguese message; a request that found no free database connection in time is a 503 "busy"
// with Retry-After, a database that cannot be reached a 503; anything else is a logged 500
// without details. No stack trace ever reaches a client.

/** When a client that found the server too busy for a database connection may try again (s). */
export const POOL_BUSY_RETRY_AFTER_SECONDS = 5;

export function jsonError(status: number, error: string, headers?: HeadersInit): Response {
  return Response.json({ error }, { status, headers });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof PasswordChangeRequiredError) return Response.json({ error: error.message, must_change_password: true }, { status: error.status });
  const { status, message, headers } = describeError(error);
  return jsonError(status, message, headers);
}

/** The status and Portuguese message a failure answers with (logged when unexpected). */
export function describeError(error: unknown): { status: number; message: string; headers?: HeadersInit } {
  if (error instanceof RateLimitedError || error instanceof ServiceBusyError) {
    return { status: error.status, message: error.message, headers: { "Retry-After": String(error.retryAfterSeconds) } };
  }
  if (error instanceof DomainError) return { status: error.status, message: error.message };
  if (isPoolWaitOver(error)) {
    console.error("[ace] no database connection free in time:", describe(error));
    return { status: 503, message: SERVER_BUSY, headers: { "Retry-After": String(POOL_BUSY_RETRY_AFTER_SECONDS) } };
  }
  if (isDatabaseUnavailable(error)) {
    console.error("[ace] database unavailable:", describe(error));
    return { status: 503, message: "Serviço temporariamente indisponível. Tente novamente dentro de momentos." };
  }
  console.error("[ace] unexpected error:", error);
  return { status: 500, message: "Erro interno do servidor." };
}

function describe(error: unknown) {
  return error instanceof Error ? error.message.split("\n")[0] : String(error);
}
