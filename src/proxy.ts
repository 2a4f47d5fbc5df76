import { NextResponse, type NextRequest } from "next/server";
import { REQUEST_PATH_HEADER } from "@/server/http/request-path";

// Per-request Content-Security-Policy with a script nonce (Next.js applies it to its own
// scripts), and HSTS when served over HTTPS. The static headers live in next.config.ts.
// Styles allow 'unsafe-inline': the toast and dialog libraries inject style elements, and
// styles cannot run code.

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const dev = process.env.NODE_ENV === "development";
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The service worker (public/sw.js): 'strict-dynamic' above would otherwise refuse it.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  // Screens read it to come back here after the "temporarily unavailable" page.
  requestHeaders.set(REQUEST_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  requestHeaders.set("Content-Security-Policy", csp);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  if (isHttps(request)) {
    response.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  return response;
}

function isHttps(request: NextRequest): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return (forwarded ?? request.nextUrl.protocol.replace(":", "")) === "https";
}

// Screens only: the API and the calendar feed answer JSON or iCalendar, never a page that runs
// scripts, so they skip this per-request work (their fixed policy is in next.config.ts). So do
// the service worker's scripts: a worker has no nonce to show, and its importScripts must pass
// on 'self' (their policy is in next.config.ts too).
export const config = {
  matcher: [{ source: "/((?!api/|calendar\\.ics|sw\\.js|sw-push\\.js|_next/static|_next/image|favicon.ico).*)" }],
};
