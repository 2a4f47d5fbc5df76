// Security headers that do not depend on the request. next.config.ts gives them to what Next.js
// serves, and the brotli server of static files (server/http/static-brotli) the asset ones to what
// it serves. The Content-Security-Policy (with a per-request nonce) and HSTS are set in
// src/proxy.ts.

/** What a browser reads on any response, scripts and styles included: never guess a type. */
export const ASSET_SECURITY_HEADERS = [{ key: "X-Content-Type-Options", value: "nosniff" }] as const;

/**
 * What a browser reads on documents only (framing, the referrer a page sends, the features it may
 * use). The build's scripts and styles go without them: a first visit downloads about ten of
 * them, and these headers would add 135 bytes to each (docs/performance.md: a screen's weight is counted on the wire).
 */
export const DOCUMENT_SECURITY_HEADERS = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
] as const;

/** The build's own files (/_next/static/...): content-named, immutable scripts, styles and fonts. */
export const STATIC_ASSETS_PATH = "/_next/static/";
