import type http from "node:http";
import { readSessionToken, sessionTokenIn } from "@/server/auth/session-token";
import { DEVICE_COOKIE, readTrustedDevices } from "@/server/auth/trusted-device";
import { SERVER_BUSY } from "@/server/errors";
import { bodyArrived } from "@/server/http/door/body-first";
import { Lane, type LaneLimits } from "@/server/http/door/lane";
import { addressBlock, CLIENT_ADDRESS_HEADER } from "@/server/request/client-address";
import { readCookie } from "@/server/request/read-cookie";

// The server's door (server.ts; docs/architecture.md, "The server"): the order in which requests
// are handed to Next.js, and which are refused before it does any work for them.
//
// - A read (GET, HEAD, OPTIONS) goes in at once.
// - A write waits for its body first (body-first.ts): a slow upload holds no place.
// - Then it takes a place in one of four lanes, each with its own limits (lane.ts), so that no
//   crowd in one holds the others:
//   - sign-ins from a browser that signed in before (a valid device cookie, trusted-device.ts);
//   - other sign-ins, sign-ups and password resets: anonymous, few at once, a short line;
//   - writes of a signed-in member (a valid session token): the rush's lane. At most
//     WRITES_AT_ONCE under way, and WRITES_BESIDE_READS while a read is under way, so a member
//     opening a screen waits behind two writes' steps, not eight; one session may have a few
//     waiting, not the whole line;
//   - any other write (no session: it is answered 401 by its route, or is one of the few public
//     writes): few at once, a short line.
// - Past a lane's line, or after waiting too long, 503 with Retry-After: nothing waits unbounded.
//
// Within a lane, writes start in the order they were ready (their body in, their sender known):
// one session's writes in the order they came, so a repeat of a write (the same Idempotency-Key,
// which waits for the first's answer) never holds a place while the first waits.

/** Writes under way at once while no read is: enough to keep the writes' pool (10) busy. */
export const WRITES_AT_ONCE = 8;
/** Writes under way at once while a read is under way. */
export const WRITES_BESIDE_READS = 2;

type Limits = Omit<LaneLimits, "atOnce"> & { atOnce: number };
export type DoorLimits = {
  members: Limits & { besideReads: number };
  knownSignIns: Limits;
  signIns: Limits;
  anonymous: Limits;
};

export const DOOR_LIMITS: DoorLimits = {
  // 200 members booking at the same moment all wait here (the bench's "at once": about half a second).
  members: { atOnce: WRITES_AT_ONCE, besideReads: WRITES_BESIDE_READS, waiting: 256, waitingPerSender: 8, waitMs: 10_000 },
  // Each waits for a password's hash (a third of a second of one core, one at a time: passwords.ts).
  knownSignIns: { atOnce: 4, waiting: 16, waitingPerSender: 2, waitMs: 5_000 },
  signIns: { atOnce: 4, waiting: 16, waitingPerSender: 8, waitMs: 5_000 },
  anonymous: { atOnce: 2, waiting: 16, waitingPerSender: 8, waitMs: 5_000 },
};

/** Sign-in, sign-up and the forgotten password: anonymous calls that hash a password. */
const SIGN_IN_PATHS = new Set(["/api/auth/login", "/api/auth/register", "/api/auth/request-password-reset"]);

export type Door = (request: http.IncomingMessage, response: http.ServerResponse, start: () => void) => void;

/** The door of one server: `door(request, response, start)` calls `start` (which hands the request to Next.js) when its turn comes. */
export function serverDoor(limits: DoorLimits = DOOR_LIMITS): Door {
  let reads = 0;
  const lanes = {
    members: new Lane({ ...limits.members, atOnce: () => (reads > 0 ? limits.members.besideReads : limits.members.atOnce) }),
    knownSignIns: new Lane({ ...limits.knownSignIns, atOnce: () => limits.knownSignIns.atOnce }),
    signIns: new Lane({ ...limits.signIns, atOnce: () => limits.signIns.atOnce }),
    anonymous: new Lane({ ...limits.anonymous, atOnce: () => limits.anonymous.atOnce }),
  };

  return (request, response, start) => {
    if (!isWrite(request.method)) {
      reads++;
      response.once("close", () => {
        reads--;
        lanes.members.startWaiting();
      });
      start();
      return;
    }
    void bodyArrived(request).then(async (present) => {
      if (!present) return;
      const { lane, sender } = await laneOf(request);
      if (response.destroyed) return;
      const leave = lanes[lane].enter({
        sender,
        begin: (finished) => {
          response.once("close", finished);
          start();
        },
        refuse: () => refuseBusy(response, Math.ceil(limits[lane].waitMs / 1000)),
      });
      response.once("close", leave); // its client left while it waited
    });
  };
}

/** Whether the method writes: GET, HEAD and OPTIONS only read. */
function isWrite(method: string | undefined): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}

/** The lane a write goes to, and who sends it (the key of its per-sender limit). */
async function laneOf(request: http.IncomingMessage): Promise<{ lane: keyof DoorLimits; sender: string | null }> {
  const cookies = request.headers.cookie ?? null;
  const address = request.headers[CLIENT_ADDRESS_HEADER];
  const fromAddress = typeof address === "string" ? `address:${addressBlock(address)}` : null;
  if (SIGN_IN_PATHS.has(pathOf(request.url))) {
    const [device] = readTrustedDevices(readCookie(cookies, DEVICE_COOKIE));
    return device ? { lane: "knownSignIns", sender: `device:${device.userId}.${device.nonce}` } : { lane: "signIns", sender: fromAddress };
  }
  const { token } = sessionTokenIn(request.headers.authorization, cookies);
  const session = token ? await readSessionToken(token) : null;
  return session ? { lane: "members", sender: `session:${session.sessionId}` } : { lane: "anonymous", sender: fromAddress };
}

function pathOf(url: string | undefined): string {
  return (url ?? "").split("?")[0]!.replace(/\/+$/, "");
}

/** 503 with Retry-After: the body, already read, is discarded by Node once the answer is sent. */
function refuseBusy(response: http.ServerResponse, retryAfterSeconds: number): void {
  if (response.headersSent || response.destroyed) return;
  response
    .writeHead(503, { "Content-Type": "application/json", "Retry-After": String(retryAfterSeconds) })
    .end(JSON.stringify({ error: SERVER_BUSY }));
}
