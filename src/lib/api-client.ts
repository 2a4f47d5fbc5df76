// The browser's way to the app's own API (same origin, under /api). The session travels in
// the httpOnly cookie set by login, so no token is ever read or stored here.

const API_BASE = "/api";

/** A failed call: the server's `error` text when it sent one, and the HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly serverError: string | null,
    /** The answer's `Retry-After` in seconds (a busy server's 503, a 429), when it sent one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The server could not be reached at all (offline, connection refused...). */
export class ConnectionError extends Error {
  constructor() {
    super("Erro de conexão. Tente novamente.");
    this.name = "ConnectionError";
  }
}

/**
 * A write safe to retry was sent, the answer never came, and asking again did not tell whether it
 * was done (src/lib/idempotent-write.ts): neither done nor not done may be said.
 */
export class OutcomeUnknownError extends Error {
  constructor() {
    super("A ligação falhou e não foi possível saber se o pedido foi feito. Atualize a página antes de tentar novamente.");
    this.name = "OutcomeUnknownError";
  }
}

export type ApiFetchOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Headers of the call's own (the key of a write safe to retry: src/lib/idempotent-write.ts). */
  headers?: Record<string, string>;
};

/**
 * Calls `/api{path}` (path below /api, e.g. '/auth/login') and returns the
 * parsed JSON. A response that is not ok throws an ApiError whose message is the `error` field
 * if present, else the text body if it is a string, else 'HTTP error! status: {code}'.
 */
export async function apiFetch<T>(path: string, { method = "GET", body, headers }: ApiFetchOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    throw new ConnectionError();
  }

  const data = await readBody(response);
  if (!response.ok) {
    const serverError = errorFieldOf(data);
    // An HTML error page is a page, not a message: it falls through to the status.
    const textBody = typeof data === "string" && data && !isHtml(response) ? data : null;
    const message = serverError ?? textBody ?? `HTTP error! status: ${response.status}`;
    throw new ApiError(message, response.status, serverError, retryAfterOf(response));
  }
  return data as T;
}

/**
 * What to show the user for a failed call: the server's own message when it sent one (or the
 * connection message), otherwise the screen's fallback ('Erro no login', ...). Raw text bodies
 * and 'HTTP error!' are not shown: they are not Portuguese sentences meant for members.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverError) return error.serverError;
  if (error instanceof ConnectionError || error instanceof OutcomeUnknownError) return error.message;
  return fallback;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `Retry-After` given in seconds (ACE's own); a date or nothing: null. */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get("retry-after")?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

function isHtml(response: Response): boolean {
  return response.headers.get("content-type")?.includes("text/html") ?? false;
}

function errorFieldOf(data: unknown): string | null {
  if (data && typeof data === "object" && "error" in data) {
    const { error } = data as { error: unknown };
    if (typeof error === "string" && error) return error;
  }
  return null;
}

/**
 * A part of the screen's code loaded when first needed (a form's schema, when submitted): failing
 * to load it is the network failing, and is said as such, not as the form's own error.
 */
export function loadOverNetwork<T>(load: Promise<T>): Promise<T> {
  return load.catch(() => {
    throw new ConnectionError();
  });
}
