import { isIP } from "node:net";
import { config } from "@/server/config";

// The client's address, where it can be trusted: behind a reverse proxy (TRUST_PROXY=1) the
// first address of X-Forwarded-For, which the proxy sets; otherwise the socket's own address,
// which src/server/http/stamp-client-address.ts writes into CLIENT_ADDRESS_HEADER for every
// request (overwriting anything a client sent under that name). Null when neither is known.

export const CLIENT_ADDRESS_HEADER = "x-ace-client-address";

export function clientAddress(request: Request): string | null {
  const candidate = config().trustProxy
    ? request.headers.get("x-forwarded-for")?.split(",")[0]
    : request.headers.get(CLIENT_ADDRESS_HEADER);
  const address = candidate?.trim().replace(/^::ffff:/, "") ?? "";
  return isIP(address) ? address : null;
}
