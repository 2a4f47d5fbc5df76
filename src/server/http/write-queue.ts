import pLimit from "p-limit";

// The writes members make all at once (a booking, a cancellation: the routes marked `idempotent`)
// go through a few at a time in each process, the rest waiting their turn without doing anything.
// Node runs one request's step at a time: with forty writes in flight, a member only opening the
// calendar waited behind every one of their steps, and the writes themselves went no faster (the
// server's one thread and the writes' pool were already full). A few at a time, a read waits
// behind a few (docs/architecture.md, "Writes at the rush hour").

/** Writes handled at once per process: under the writes' pool (10), enough to keep it busy. */
export const WRITES_AT_ONCE = 8;

const limit = pLimit(WRITES_AT_ONCE);

/** Runs `write` when fewer than WRITES_AT_ONCE writes are under way, in the order they came. */
export function inTurn<T>(write: () => Promise<T>): Promise<T> {
  return limit(write);
}
