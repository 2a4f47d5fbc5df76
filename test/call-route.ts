// Calls a Next.js route handler the way the server would, with a real Request.

type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  path?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
};

export const TEST_ORIGIN = "http://localhost:3000";

export async function callRoute(handler: RouteHandler, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers.set("content-type", "application/json");
  const request = new Request(`${TEST_ORIGIN}${options.path ?? "/api/test"}`, {
    method: options.method ?? (hasBody ? "POST" : "GET"),
    headers,
    body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields its route answers
  let json: any = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, headers: response.headers };
}

/** The session cookie a response sets, as a Cookie header value. */
export function sessionCookieOf(headers: Headers): string | undefined {
  const setCookie = headers.getSetCookie().find((cookie) => cookie.startsWith("ace_session="));
  return setCookie?.split(";")[0];
}
