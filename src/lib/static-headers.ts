// Security headers that do not depend on the request, on every response: next.config.ts gives
// them to what Next.js serves, and the brotli server of static files (server/http/static-brotli)
// to what it serves. The Content-Security-Policy (with a per-request nonce) and HSTS are set in
// src/proxy.ts.
export const STATIC_SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
] as const;
