import type http from "node:http";

// Reads first, writes a few at a time: the order in which the server (server.ts) hands requests
// to Next.js (docs/architecture.md, "Writes at the rush hour").
//
// Node runs one step of one request at a time. When the week's lessons are mailed, forty members
// book and cancel at once; a member who only opens the calendar then waited behind every step of
// every write under way, and the writes themselves went no faster (the server's one thread and
// the writes' pool were already full). So the writes wait their turn here, before Next.js has
// done any work for them: at most WRITES_AT_ONCE under way, and only WRITES_BESIDE_READS while a
// read is under way, so a member opening a screen waits behind two writes' steps, not eight. A
// read never waits. The writes lose little: with nobody reading they have all eight turns, and
// while someone reads, two keep the database busy. Writes start in the order they came, so a
// repeat of a write (the same Idempotency-Key, which waits for the first's answer) never holds a
// turn while the first still waits for one.

/** Writes under way at once in this process while no read is: enough to keep the writes' pool (10) busy. */
export const WRITES_AT_ONCE = 8;
/** Writes under way at once while a read is under way. */
export const WRITES_BESIDE_READS = 2;

/** Whether the method writes: GET, HEAD and OPTIONS only read. */
function isWrite(method: string | undefined): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}

export type TakeTurn = (request: http.IncomingMessage, response: http.ServerResponse, start: () => void) => void;

/**
 * The turns of one server. The function returned, `takeTurn(request, response, start)`, calls
 * `start` (which hands the request to Next.js) at once for a read, and for a write when its turn
 * comes, in the order writes came. A request's turn ends when its response closes (answered, or
 * its client gone); a write whose client leaves while it waits never starts.
 */
export function requestTurns(limits = { atOnce: WRITES_AT_ONCE, besideReads: WRITES_BESIDE_READS }): TakeTurn {
  let reads = 0;
  let writes = 0;
  const waiting = new Set<() => void>(); // in the order the writes came

  const startWaitingWrites = () => {
    for (const begin of waiting) {
      if (writes >= (reads > 0 ? limits.besideReads : limits.atOnce)) return;
      waiting.delete(begin);
      begin();
    }
  };

  return (request, response, start) => {
    if (!isWrite(request.method)) {
      reads++;
      response.once("close", () => {
        reads--;
        startWaitingWrites();
      });
      start();
      return;
    }
    const begin = () => {
      writes++;
      response.once("close", () => {
        writes--;
        startWaitingWrites();
      });
      start();
    };
    waiting.add(begin);
    response.once("close", () => waiting.delete(begin)); // its client left before its turn
    startWaitingWrites();
  };
}
