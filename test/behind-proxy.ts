import { addressAtSocket, CLIENT_ADDRESS_HEADER, DEFAULT_TRUSTED_PROXY_NETWORKS, networkList } from "@/server/request/client-address";

// Route handlers called in a test get no socket: this gives them the client address ACE's server
// would stamp (src/server/http/request-guard.ts) for a request that came through one reverse
// proxy on loopback (TRUST_PROXY=1) carrying this X-Forwarded-For chain.
const ONE_PROXY_ON_LOOPBACK = { proxies: 1, from: networkList(DEFAULT_TRUSTED_PROXY_NETWORKS) };

export function behindProxy(forwardedFor: string): Record<string, string> {
  const address = addressAtSocket("127.0.0.1", forwardedFor, ONE_PROXY_ON_LOOPBACK);
  return address ? { [CLIENT_ADDRESS_HEADER]: address } : {};
}
