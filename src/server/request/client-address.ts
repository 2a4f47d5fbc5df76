import { BlockList, isIP } from "node:net";

// The client's address, where it can be trusted (docs/architecture.md, "Rate limits"). It is
// decided once, at the socket, by the server (server.ts, through src/server/http/request-guard.ts)
// with addressAtSocket(), and written into CLIENT_ADDRESS_HEADER over anything a client sent
// under that name; the app reads only that header (clientAddress()).
//
// - Behind TRUST_PROXY=N reverse proxies, and only when the connection comes from one of them
//   (TRUST_PROXY_FROM: loopback and private networks unless set), the N-th address from the
//   right of X-Forwarded-For: each proxy appends the address it saw, so that one was written by
//   the nearest trusted proxy that met the client. Addresses to its left were written by the
//   client and are never read.
// - Otherwise (no proxy declared, or a client that reached the app's port directly) the socket's
//   own address: whatever X-Forwarded-For it wrote is its own word.
//
// Null when neither gives an IP address, and for loopback: a request from this machine is a
// local tool, a test, or a reverse proxy that was not declared with TRUST_PROXY. Null is not
// "no limit": those requests share one bucket (src/server/auth/auth-rate-limits.ts).

export const CLIENT_ADDRESS_HEADER = "x-ace-client-address";

const LOOPBACK_IPV6 = "0:0:0:0:0:0:0:1"; // ::1, as normalizeAddress() spells it

/** Which connections may speak for a client through X-Forwarded-For. */
export type ProxyTrust = { proxies: number; from: BlockList };

/** Loopback and the private networks: where a reverse proxy of the club's own server sits. */
export const DEFAULT_TRUSTED_PROXY_NETWORKS = ["127.0.0.0/8", "::1/128", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7", "fe80::/10"];

/** A BlockList of addresses and networks ('10.0.0.0/8', '2001:db8::/32', '203.0.113.4'); throws on a bad entry. */
export function networkList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", bits] = entry.trim().split("/");
    const family = isIP(address);
    if (!family || (bits !== undefined && !/^\d{1,3}$/.test(bits))) throw new Error(`'${entry}' is not an address or network (203.0.113.4, 10.0.0.0/8, fd00::/8)`);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/**
 * The client's address for a request that came in on a socket from `socketAddress` carrying
 * `forwardedFor` (X-Forwarded-For, its lines joined with commas), as the server decides it.
 */
export function addressAtSocket(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: ProxyTrust): string | null {
  const peer = normalizeAddress(socketAddress ?? "");
  if (!peer) return null;
  if (trust.proxies === 0 || !trust.from.check(peer, isIP(peer) === 6 ? "ipv6" : "ipv4")) return peer;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "")).split(",").filter((part) => part.trim());
  return chain.length >= trust.proxies ? normalizeAddress(chain[chain.length - trust.proxies]!) : null;
}

/** The address the server decided on (see above); null when unknown or this machine. */
export function clientAddress(request: Request): string | null {
  const address = normalizeAddress(request.headers.get(CLIENT_ADDRESS_HEADER) ?? "");
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

/** A valid IP address in one spelling (an IPv4-mapped IPv6 address as IPv4), or null. */
export function normalizeAddress(value: string): string | null {
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
