import { config } from "@/server/config";

// Where the server may post a push (docs/architecture.md, "Push"): a browser's push service, or
// one PUSH_SERVICE_HOSTS adds, over https on its own port (443), so that a member can make the
// server post neither to an address of their choosing nor to another port of a known host.
// Checked when a device is turned on, and again before each send (a row stored before, or
// restored from a backup, is held to the same rule).

/** Loopback names: under tests the fake push service listens on one of them. */
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

export function isKnownPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (!config().pushServiceHosts.some((known) => host === known || host.endsWith(`.${known}`))) return false;
  // The URL parser drops ':443', https's own port: any port left is another one.
  return url.port === "" || anyPortForTests(host);
}

/**
 * Tests only (NODE_ENV=test, as for ACE_FAKE_NOW): a loopback host named in PUSH_SERVICE_HOSTS
 * takes any port, since the fake push service (test/fake-push-service.ts) listens on a port the
 * system picks. A server never runs with NODE_ENV=test (`next start` sets production).
 */
function anyPortForTests(host: string): boolean {
  return process.env.NODE_ENV === "test" && LOOPBACK.has(host);
}
