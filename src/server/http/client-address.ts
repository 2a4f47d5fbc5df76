import { isIP } from "node:net";
import { config } from "@/server/config";

// The client's address, where it can be trusted: behind a reverse proxy (TRUST_PROXY=1) the
// first address of X-Forwarded-For, which the proxy sets; otherwise the socket's own address,
// which src/server/http/node-server-guard.ts writes into CLIENT_ADDRESS_HEADER for every
// request (overwriting anything a client sent under that name). Null when neither is known,
// and for loopback: a request from this machine is a local tool, a test, or a reverse proxy
// that was not declared with TRUST_PROXY; keying limits on it would make one ceiling for all.

export const CLIENT_ADDRESS_HEADER = "x-ace-client-address";

export function clientAddress(request: Request): string | null {
  const candidate = config().trustProxy
    ? request.headers.get("x-forwarded-for")?.split(",")[0]
    : request.headers.get(CLIENT_ADDRESS_HEADER);
  const address = candidate?.trim().replace(/^::ffff:/, "") ?? "";
  if (!isIP(address) || address === "::1" || address.startsWith("127.")) return null;
  return address;
}
