import type net from "node:net";
import { isIP } from "node:net";
import { addressBlock, normalizeAddress, type ProxyTrust } from "@/server/request/client-address";

// One address holds a bounded number of connections (docs/architecture.md, "The server"): every
// open connection costs the server memory and a file descriptor, and idle ones are kept 65 s for
// the proxies' sake, so one client opening thousands could keep everyone else out. A browser
// opens six per site; a household or an office behind one address, a few dozen. The reverse
// proxies the server trusts (TRUST_PROXY, TRUST_PROXY_FROM) carry many clients' connections and
// are not capped: a proxy keeps its own per-client limits.

/** Connections one address (an IPv6 /64) may hold open at once. */
export const CONNECTIONS_PER_ADDRESS = 256;

/** Counts each connection against its address and closes those over the cap at once. */
export function capConnectionsPerAddress(server: net.Server, trust: ProxyTrust, cap = CONNECTIONS_PER_ADDRESS): void {
  const open = new Map<string, number>();
  server.on("connection", (socket: net.Socket) => {
    const peer = normalizeAddress(socket.remoteAddress ?? ""); // an IPv4 client of a dual-stack server as IPv4
    if (!peer) return;
    const family = isIP(peer) === 6 ? "ipv6" : "ipv4";
    if (trust.proxies > 0 && trust.from.check(peer, family)) return;
    const key = addressBlock(peer);
    const count = (open.get(key) ?? 0) + 1;
    if (count > cap) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = open.get(key)! - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
