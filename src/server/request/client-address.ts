import { isIP } from "node:net";
import { config } from "@/server/config";

// The client's address, where it can be trusted (docs/architecture.md, "Rate limits"):
//
// - Behind TRUST_PROXY=N reverse proxies, the N-th address from the right of X-Forwarded-For:
//   each proxy appends the address it saw, so that one was written by the nearest trusted proxy
//   that met the client. Addresses to its left were written by the client and are never read.
// - Otherwise the socket's own address, which src/server/http/node-server-guard.ts writes into
//   CLIENT_ADDRESS_HEADER for every request (overwriting anything a client sent under that name).
//
// Null when neither gives an IP address, and for loopback: a request from this machine is a
// local tool, a test, or a reverse proxy that was not declared with TRUST_PROXY. Null is not
// "no limit": those requests share one bucket (src/server/auth/auth-rate-limits.ts).

export const CLIENT_ADDRESS_HEADER = "x-ace-client-address";

const LOOPBACK_IPV6 = "0:0:0:0:0:0:0:1"; // ::1, as normalize() spells it

export function clientAddress(request: Request): string | null {
  const proxies = config().trustedProxies;
  const candidate = proxies > 0 ? forwardedBy(request, proxies) : request.headers.get(CLIENT_ADDRESS_HEADER);
  const address = normalize(candidate ?? "");
  if (!address || address === LOOPBACK_IPV6 || address.startsWith("127.")) return null;
  return address;
}

/**
 * What per-address limits key on: an IPv4 address whole, an IPv6 address by its /64 prefix (one
 * home or server is given a whole /64, and so endless addresses).
 */
export function addressBlock(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${hextets(address).slice(0, 4).join(":")}::/64`;
}

/** The address the outermost of `proxies` trusted proxies appended; null when the chain is shorter. */
function forwardedBy(request: Request, proxies: number): string | null {
  const chain = request.headers.get("x-forwarded-for")?.split(",") ?? [];
  return chain.length >= proxies ? chain[chain.length - proxies]! : null;
}

/** A valid IP address in one spelling (an IPv4-mapped IPv6 address as IPv4), or null. */
function normalize(value: string): string | null {
  const address = value.trim().replace(/%.*$/, ""); // an IPv6 zone (fe80::1%eth0) names no client
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return null;
  const parts = hextets(address);
  if (parts.slice(0, 5).every((part) => part === "0") && parts[5] === "ffff") {
    const [high, low] = [parseInt(parts[6]!, 16), parseInt(parts[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return parts.join(":");
}

/** A valid IPv6 address's eight groups, lower-case without leading zeros. */
function hextets(address: string): string[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((part) => parseInt(part, 16).toString(16));
}
