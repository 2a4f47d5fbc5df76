// The loop each outbox (mail, push) runs inside every app server process, started from
// src/instrumentation.ts: deliver what is due every few seconds, prune now and then. One round at
// a time per process; several instances are safe because delivery claims its rows in the database.
// Each outbox has a loop of its own, so a slow push service never holds up the mail.

const INTERVAL_MS = 3_000;
/** Pruning every 1 200 rounds: about once an hour. */
const PRUNE_EVERY = 1_200;

export function startOutboxLoop(name: string, { deliver, prune }: { deliver: () => Promise<unknown>; prune: () => Promise<unknown> }): void {
  let running = false;
  let rounds = 0;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await deliver();
      if (rounds++ % PRUNE_EVERY === 0) await prune();
    } catch (error) {
      console.error(`[ace] ${name} delivery failed:`, error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  setInterval(round, INTERVAL_MS).unref();
}
