import { isIP } from "node:net";
import { config } from "@/server/config";

/**
 * The client's address, only when a trusted reverse proxy names it (TRUST_PROXY=1): without a
 * proxy, X-Forwarded-For is whatever the client typed, so it is not used.
 */
export function trustedClientAddress(request: Request): string | null {
  if (!config().trustProxy) return null;
  const first = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "";
  return isIP(first) ? first : null;
}
