import { deliverDueEmails } from "@/server/mail/deliver-outbox";
import { pruneOutbox } from "@/server/mail/prune-outbox";

// Runs inside each app server process (started from src/instrumentation.ts). Safe with several
// instances: delivery claims rows in the database.

const INTERVAL_MS = 3_000;
let started = false;

export function startOutboxWorker(): void {
  if (started) return;
  started = true;
  let running = false;
  let ticks = 0;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await deliverDueEmails();
      if (ticks++ % 1200 === 0) await pruneOutbox();
    } catch (error) {
      console.error("[ace] outbox delivery failed:", error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  setInterval(tick, INTERVAL_MS).unref();
}
