import { config } from "@/server/config";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A browser request that changes data must come from the app's own pages (CSRF defence for the
 * cookie session). Bearer-token clients are exempt; requests with neither Origin nor
 * Sec-Fetch-Site come from no browser and carry no ambient cookie risk.
 *
 * The page's origin is compared with the app's: APP_URL's, or the host the browser itself
 * addressed (Host, which no page can set for another site) under APP_URL's scheme, so that the
 * demo opened as 127.0.0.1 still works. Never with X-Forwarded-Host or X-Forwarded-Proto: any
 * client may write those.
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
  const app = new URL(config().appUrl);
  const origins = new Set([app.origin]);
  const host = request.headers.get("host");
  if (host) origins.add(`${app.protocol}//${host}`);
  return origins;
}
