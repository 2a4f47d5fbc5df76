import { config } from "@/server/config";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A browser request that changes data must come from the app's own pages (CSRF defence for the
 * cookie session). Bearer-token clients are exempt; requests with neither Origin nor
 * Sec-Fetch-Site come from no browser and carry no ambient cookie risk.
 */
export function isCrossSiteWrite(request: Request, viaCookie: boolean): boolean {
  if (SAFE_METHODS.has(request.method) || !viaCookie) return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return !ownOrigins(request).has(origin);
}

function ownOrigins(request: Request): Set<string> {
  const origins = new Set([new URL(config().appUrl).origin]);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host) {
    const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
    origins.add(`${proto}://${host}`);
  }
  return origins;
}
